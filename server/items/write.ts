/**
 * A write body, from the wire to values the store takes: a JSON object with snake_case keys,
 * read-only keys dropped, checked by the definition's zod schema, then (inside the write's
 * transaction) every referenced item and file checked to exist and to be of the right kind.
 */
import type { FastifyRequest } from 'fastify';
import { camelCase, snakeCase, type ResourceDefinition } from '../../resources/definition';
import { ignoredOnWrite, schemasOf } from '../../resources/schema';
import type { Queryable } from '../db/database';
import { HttpError, validationError } from '../errors';
import { refuseUnstorable } from '../http/text';
import { mediaTable } from '../media/table';
import { identifier } from '../db/sql';
import { referencedDefinition, storedColumns, tableName } from './table';
import { mediaKindOf } from '../media/kinds';
import { versionColumn } from './versions';

export const invalidData = 'The given data was invalid.';

/** The JSON object a write sends; other content types are refused (415) before anything else. */
export function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const type = request.headers['content-type'];
  if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, 'Send the body as application/json.');
  return requireObject(request.body);
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(422, 'The request body must be a JSON object.');
  }
  refuseUnstorable(body);
  return body as Record<string, unknown>;
}

/**
 * The write values of a body. `partial` (PUT and bulk updates) takes any subset of the fields;
 * `only` limits the keys that may be written at all.
 */
export function parseWrite(
  definition: ResourceDefinition,
  body: unknown,
  options: { partial: boolean; pathPrefix?: string; only?: ReadonlySet<string> },
): Record<string, unknown> {
  const ignored = ignoredOnWrite(definition);
  const values: Record<string, unknown> = {};
  const prefix = options.pathPrefix ? `${options.pathPrefix}.` : '';
  const refused: Record<string, string[]> = {};
  for (const [wireKey, value] of Object.entries(requireObject(body))) {
    const key = camelCase(wireKey);
    // The version a client read goes in If-Match (or a bulk body's `versions`), never as a value.
    if (ignored.has(key) || key === versionColumn) continue;
    if (options.only && !options.only.has(key)) refused[prefix + wireKey] = ['Cannot be changed here'];
    else values[key] = value;
  }
  if (Object.keys(refused).length > 0) throw new HttpError(422, invalidData, refused);
  const schemas = schemasOf(definition);
  const result = (options.partial ? schemas.update : schemas.write).safeParse(values);
  if (!result.success) {
    const error = validationError(result.error, invalidData);
    if (!prefix) throw error;
    throw new HttpError(
      422,
      invalidData,
      Object.fromEntries(Object.entries(error.errors ?? {}).map(([path, messages]) => [prefix + path, messages])),
    );
  }
  return result.data;
}

/** A list of ids without repeats, in first-seen order. */
const distinct = (ids: string[]) => [...new Set(ids)];

/**
 * Checks that the references (to resources among `served`) and files `values` name exist (and
 * files are of the accepted kind), and that an item does not become its own ancestor. Repeated
 * ids in a list are dropped.
 */
export async function checkReferences(
  tx: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  values: Record<string, unknown>,
  itemId?: string,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const { field, key, column } of storedColumns(definition)) {
    const value = values[key];
    if (value === null || value === undefined) continue;
    const wireKey = snakeCase(key);
    if (field.kind === 'media') {
      const { rows } = await tx.query<{ mime_type: string }>(`select mime_type from ${mediaTable} where id = $1`, [value]);
      if (rows.length === 0) errors[wireKey] = ['No such file'];
      else if (mediaKindOf(rows[0].mime_type) !== field.accept)
        errors[wireKey] = [`Must be ${field.accept === 'image' ? 'an image' : 'a video'}`];
      continue;
    }
    if (field.kind !== 'reference' && field.kind !== 'referenceList') continue;
    const target = referencedDefinition(served, field);
    const ids = field.kind === 'reference' ? [value as string] : distinct(value as string[]);
    if (field.kind === 'referenceList') values[key] = ids;
    if (ids.length === 0) continue;
    const { rows } = await tx.query<{ id: string }>(`select id from ${tableName(target)} where id = any($1::uuid[])`, [ids]);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      errors[wireKey] = [`No such ${target.label.one.toLowerCase()}: ${missing.join(', ')}`];
      continue;
    }
    if (
      field.kind === 'reference' &&
      target === definition &&
      itemId &&
      (await isAncestorOrSelf(tx, definition, identifier(column), itemId, value as string))
    ) {
      errors[wireKey] = [`Cannot be the ${definition.label.one.toLowerCase()} itself or one of its descendants`];
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, invalidData, errors);
}

/** Whether `itemId` is `start` or an ancestor of it through `column` (a reference to its own table). */
async function isAncestorOrSelf(tx: Queryable, definition: ResourceDefinition, column: string, itemId: string, start: string) {
  const table = tableName(definition);
  const { rows } = await tx.query(
    `with recursive chain (id, next) as (
       select id, ${column} from ${table} where id = $1::uuid
       union
       select t.id, t.${column} from ${table} t join chain on t.id = chain.next
     )
     select 1 from chain where id = $2::uuid limit 1`,
    [start, itemId],
  );
  return rows.length > 0;
}
