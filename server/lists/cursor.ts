/**
 * A keyset cursor (docs/api.md "Pages"): the sort key's value and the id of the item a page starts
 * after (or before), for one sort and direction, as opaque base64url JSON. A cursor made for
 * another sort, or holding a value PostgreSQL would not read back as the key's type, is refused.
 */
import { isStorableText } from '../http/text';
import { isUuid } from '../items';
import type { SortKey } from './sort';

export type Direction = 'asc' | 'desc';

export interface Cursor {
  /** The sort key's value (as PostgreSQL prints it) and the id of the item the page starts after. */
  value: string;
  id: string;
  /** The page lies before that item rather than after it. */
  backwards: boolean;
}

export function encodeCursor(sort: SortKey, direction: Direction, cursor: Cursor): string {
  const payload = { k: sort.param, d: direction, v: cursor.value, id: cursor.id, b: cursor.backwards };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** Whether a timestamp as PostgreSQL prints it names a real moment (no 31st of February). */
function isTimestamp(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

/** A cursor value must be one PostgreSQL reads back as the sort key's type without an error. */
function readsAs(type: SortKey['type'], value: string): boolean {
  switch (type) {
    case 'integer':
      return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= 2 ** 31 - 1;
    case 'double precision': {
      if (value === 'Infinity') return true;
      if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/.test(value)) return false;
      const magnitude = Math.abs(Number(value));
      // PostgreSQL refuses what overflows or underflows; a real zero has no other digit than 0.
      return magnitude === 0 ? !/[1-9]/.test(value.split('e')[0]) : magnitude >= 1e-300 && magnitude <= 1e300;
    }
    case 'timestamptz':
      return isTimestamp(value);
    case 'text':
      return isStorableText(value);
  }
}

export function decodeCursor(raw: string, sort: SortKey, direction: Direction): Cursor | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { k, d, v, id, b } = payload as Record<string, unknown>;
  if (k !== sort.param || d !== direction || typeof v !== 'string' || typeof id !== 'string' || typeof b !== 'boolean') return undefined;
  if (!isUuid(id) || !readsAs(sort.type, v)) return undefined;
  return { value: v, id, backwards: b };
}
