import { invalidFields } from '../errors';

/**
 * Text PostgreSQL cannot hold: a NUL character, or half of a UTF-16 surrogate pair (it breaks
 * the JSON a row travels in). Such input is refused with a 422 before it reaches the database.
 */
// The NUL is the point: PostgreSQL cannot store it in text.
// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !unstorable.test(text);

/** Deeper than any body the API takes; a deeper one is refused without walking it all. */
const maxDepth = 16;

/**
 * The dotted paths (as given) of every unstorable string inside a JSON value, and of any value
 * nested deeper than a body can be.
 */
export function unstorablePaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path.join('.')];
  if (value === null || typeof value !== 'object') return [];
  if (path.length >= maxDepth) return [path.join('.')];
  if (Array.isArray(value)) return value.flatMap((entry, index) => unstorablePaths(entry, [...path, String(index)]));
  return Object.entries(value).flatMap(([key, entry]) =>
    isStorableText(key) ? unstorablePaths(entry, [...path, key]) : [[...path, '?'].join('.')],
  );
}

/** A 422 naming every unstorable or too deeply nested value of a body; nothing when there is none. */
export function refuseUnstorable(body: unknown): void {
  const unstorable = unstorablePaths(body);
  if (unstorable.length > 0) throw invalidFields(Object.fromEntries(unstorable.map((path) => [path, 'Invalid value'])));
}
