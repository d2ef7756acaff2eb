/** Small pieces for writing SQL by hand safely: quoted identifiers, literals and numbered params. */
import { createHash } from 'node:crypto';

/** A quoted identifier; names come from definitions, quoting keeps any of them valid SQL. */
export const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export { literal } from '../../resources/kinds/sql';

/** Collects query parameters and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `%term%` for LIKE, with the term's own wildcard characters taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A short hash of what an index covers, for its name: a changed index gets a new name. */
export const digest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);
