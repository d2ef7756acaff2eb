/**
 * A write body, from the wire to values the store takes: a JSON object with snake_case keys,
 * read-only keys dropped, checked by the definition's zod schema, then (inside the write's
 * transaction) every referenced item and file checked to exist and to be of the right kind.
 */
import type { FastifyRequest } from 'fastify';
import { camelCase, snakeCase, type ResourceDefinition } from '../../resources/definition';
import { ignoredOnWrite, schemasOf } from '../../resources/schema';
import type { Queryable } from '../db/database';
import { HttpError, invalidData, validationError } from '../errors';
import type { Said } from '../i18n/texts';
import { refuseUnstorable } from '../http/text';
import { mediaTable } from '../media/table';
import { identifier } from '../db/sql';
import { referencedDefinition, storedColumns, tableName } from './table';
import { serverKindOf } from '../kinds';
import { versionColumn } from './versions';

export { invalidData };

/** The JSON object a write sends; other content types are refused (415) before anything else. */
export function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const type = request.headers['content-type'];
  if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, { message: 'server.items.json' });
  return requireObject(request.body);
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(422, { message: 'server.items.object' });
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
  const refused: Record<string, Said[]> = {};
  for (const [wireKey, value] of Object.entries(requireObject(body))) {
    const key = camelCase(wireKey);
    // The version a client read goes in If-Match (or a bulk body's `versions`), never as a value.
    if (ignored.has(key) || key === versionColumn) continue;
    if (options.only && !options.only.has(key)) refused[prefix + wireKey] = [{ message: 'server.items.notHere' }];
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

/**
 * Checks, as each field's kind says, that the references (to resources among `served`) and files
 * `values` name exist (and files are of the accepted kind), and that an item does not become its
 * own ancestor. Repeated ids in a list are dropped.
 */
export async function checkReferences(
  tx: Queryable,
  served: readonly ResourceDefinition[],
  definition: ResourceDefinition,
  values: Record<string, unknown>,
  itemId?: string,
): Promise<void> {
  const errors: Record<string, Said[]> = {};
  const table = tableName(definition);
  const referenced = (reference: string) => referencedDefinition(served, { reference });
  const referencedTable = (reference: string) => tableName(referenced(reference));
  for (const { field, key, column } of storedColumns(definition)) {
    const value = values[key];
    const { checkWrite } = serverKindOf(field);
    if (value === null || value === undefined || !checkWrite) continue;
    const checked = await checkWrite(field, value, {
      tx,
      definition,
      table,
      column: identifier(column),
      itemId,
      referenced,
      referencedTable,
      mediaTable,
    });
    if ('problem' in checked) errors[snakeCase(key)] = [checked.problem];
    else values[key] = checked.value;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, invalidData, errors);
}
