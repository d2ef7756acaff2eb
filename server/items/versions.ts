/**
 * Optimistic concurrency: every item carries a `version` (a whole number, 1 when created, one
 * more at every write), on the wire and as its `ETag` (`"3"`). A write names the version it was
 * based on (`If-Match: "3"` on PUT and DELETE, `versions` beside `ids` in a bulk body); a write
 * that names none is refused (428), one based on a version the item no longer has gets 409 with
 * the item as it is now, so no client can undo a change it has not seen.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import { HttpError } from '../errors';
import { aboutItems } from '../i18n/texts';
import { tableName } from './table';
import type { Item } from './table';

export const versionColumn = 'version';

/** Adds the version column to a resource's table; items already there start at 1. */
export async function migrateVersionColumn(db: Queryable, definition: ResourceDefinition) {
  await db.query(`alter table ${tableName(definition)} add column if not exists ${versionColumn} integer not null default 1`);
}

export const etagOf = (version: number) => `"${version}"`;

/** Sets the ETag of an answer that carries one item. */
export function sendVersion(reply: FastifyReply, item: Item | undefined) {
  if (typeof item?.version === 'number') reply.header('etag', etagOf(item.version));
}

export const versionRequired = (definition: ResourceDefinition) =>
  new HttpError(428, aboutItems(definition, 'server.items.versionRequired'));

/**
 * A version as `If-Match` names it: `"3"` (the ETag's form), `W/"3"` or a bare `3`. Anything else,
 * a list or `*` included (which would match whatever changed since), is no version: 428.
 */
export const ifMatchPattern = /^(?:W\/)?"?(\d{1,9})"?$/;

/** The version an `If-Match` header names. */
export function ifMatchVersion(request: FastifyRequest, definition: ResourceDefinition): number {
  const header = request.headers['if-match'];
  const match = typeof header === 'string' ? header.trim().match(ifMatchPattern) : null;
  if (!match) throw versionRequired(definition);
  return Number(match[1]);
}

/** 409: the item changed since the version the write was based on; `current` is how it is now. */
export const changedSince = (definition: ResourceDefinition, current: Item) =>
  new HttpError(409, aboutItems(definition, 'server.items.changed'), undefined, { current });

/** 409 of a bulk write: every item that changed since, as it is now; nothing was written. */
export const someChangedSince = (definition: ResourceDefinition, current: Item[]) =>
  new HttpError(409, aboutItems(definition, 'server.items.someChanged', { count: current.length }), undefined, { current });

/** The ids of `rows` whose version is not the one `expected` names for them. */
export function changedIds(rows: readonly Record<string, unknown>[], expected: ReadonlyMap<string, number>): string[] {
  return rows.filter((row) => row[versionColumn] !== expected.get(row.id as string)).map((row) => row.id as string);
}
