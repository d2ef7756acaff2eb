/** Small pieces for writing SQL by hand safely: quoted identifiers, literals and numbered params. */
import { createHash } from 'node:crypto';

/** A quoted identifier; names come from definitions, quoting keeps any of them valid SQL. */
export const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** A quoted SQL string literal, for the few constants put inside an index expression (a select's order). */
export const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** Collects query parameters and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Writes each value into the SQL as a literal instead of a `$n` placeholder, for the one statement
 * that takes no parameters: `COPY (query) TO STDOUT`. Strings are quoted (`literal`), lists become
 * `array[...]`; callers add the same casts as for a placeholder.
 */
export class InlineParams extends Params {
  override add(value: unknown): string {
    return inlineValue(value);
  }
}

function inlineValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return literal(value);
  if (Array.isArray(value)) return `array[${value.map(inlineValue).join(', ')}]`;
  throw new Error(`No SQL literal for ${typeof value}`);
}

/**
 * A JSON object (json) of entries of SQL values: `row_to_json` of a one-row subquery whose columns
 * the keys name, which the database writes faster than `json_build_object` (docs/performance.md,
 * "Objects written by `row_to_json`"). The values are written alike: a json value as it is, a
 * jsonb one rendered.
 */
export const jsonObjectSql = (entries: readonly (readonly [key: string, sql: string])[]): string =>
  `(select row_to_json(o) from (select ${entries.map(([key, sql]) => `${sql} as ${identifier(key)}`).join(', ')}) o)`;

/** `%term%` for LIKE, with the term's own wildcard characters taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A short hash of what an index covers, for its name: a changed index gets a new name. */
export const digest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** PostgreSQL keeps this many bytes of a name and silently cuts the rest. */
export const maxNameBytes = 63;

/**
 * A name the server makes (an index, a table of its own): whole where PostgreSQL keeps it whole,
 * else its first bytes and a digest of it whole. Cut by PostgreSQL instead, it would never be found
 * again by the name it was made with (an index dropped as unknown at every other start), and two
 * names alike in their first 63 bytes would be one.
 */
export function storedName(name: string): string {
  if (Buffer.byteLength(name) <= maxNameBytes) return name;
  const kept = [...name];
  const suffix = `_${digest(name)}`;
  while (Buffer.byteLength(kept.join('') + suffix) > maxNameBytes) kept.pop();
  return kept.join('') + suffix;
}

/** The number of blocks `relation` (a regclass expression) holds now, as the table is on disk rather than as last analyzed. */
export const blocksNowSql = (relation: string): string => `(pg_relation_size(${relation}) / current_setting('block_size')::integer)`;
