/**
 * Optimistic concurrency from the admin's side: a record read from an API that versions its
 * items (the reference server) carries `version`; every write sends the version it was based on
 * (`If-Match` on update and delete, `versions` beside `ids` on bulk writes), so the server can
 * refuse it with 409 when someone else changed the item since. A record without a version (a
 * stock Laravel API) is written as before, with nothing to compare.
 */
import type { Identifier, RaRecord } from 'ra-core';

export const versionKey = 'version';

/** The version a record was read at, if the API gave one. */
export const versionOf = (record: unknown): number | undefined => {
  const version = typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[versionKey] : undefined;
  return typeof version === 'number' ? version : undefined;
};

/** `If-Match` for a write based on `version`; none without one. */
export const ifMatch = (version: number | undefined): Record<string, string> | undefined =>
  version === undefined ? undefined : { 'If-Match': `"${version}"` };

/** A write payload without the version it was read at (that goes in `If-Match`, never as a value). */
export function withoutVersion(payload: Record<string, unknown>): Record<string, unknown> {
  const { [versionKey]: _version, ...rest } = payload;
  return rest;
}

/** What a bulk write's `meta` may carry: the version each selected record was read at. */
export interface BulkVersionsMeta {
  versions?: Record<string, number>;
}

/** The versions of a list's selected records, for a bulk write's `meta`. */
export const versionsOfRecords = (records: readonly RaRecord[]): Record<string, number> =>
  Object.fromEntries(records.flatMap((record) => (versionOf(record) === undefined ? [] : [[String(record.id), versionOf(record)!]])));

/**
 * The `versions` of a bulk body, in the order of `ids`: the ones `known` (the records the user
 * selected, as read), else the ones `current` answers now; undefined when the API versions none.
 */
export async function bulkVersions(
  ids: readonly Identifier[],
  known: Record<string, number> | undefined,
  current: (ids: Identifier[]) => Promise<readonly RaRecord[]>,
): Promise<number[] | undefined> {
  const missing = ids.filter((id) => known?.[String(id)] === undefined);
  const read = missing.length > 0 ? versionsOfRecords(await current(missing)) : {};
  const versions = ids.map((id) => known?.[String(id)] ?? read[String(id)]);
  return versions.every((version) => version !== undefined) ? (versions as number[]) : undefined;
}
