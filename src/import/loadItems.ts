/**
 * What a dry run reads before it plans (docs/content-tools.md "Import"): the items the file's ids
 * name (100 to a request, a few requests at a time), or every item of a resource (for a key the user
 * picked, and for the resources a column refers to), each page as the list reads it.
 */
import type { DataProvider, RaRecord } from 'ra-core';
import { isWritable, type ResourceDefinition } from '../../resources/definition';
import { writeKey } from '../../resources/kinds';
import { writePayload } from '../../providers/record-shape';
import { versionKey } from '../../providers/versions';
import { representationSources } from '../builders/recordRepresentation';
import type { ExistingItem } from './dryRun';

const perRequest = 100;
/** Requests under way at once: a browser opens six connections to a host, the page needs some for itself. */
export const requestsAtOnce = 4;

/** Runs `work` on each of `items`, at most `limit` at once, in order of start; stops starting new ones once `signal` aborts. */
export async function eachBounded<T>(items: readonly T[], limit: number, signal: AbortSignal, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal.aborted) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export async function loadByIds(
  dataProvider: DataProvider,
  resource: string,
  ids: readonly string[],
  signal: AbortSignal,
  onProgress: (done: number) => void,
): Promise<RaRecord[]> {
  const chunks = Array.from({ length: Math.ceil(ids.length / perRequest) }, (_, index) =>
    ids.slice(index * perRequest, (index + 1) * perRequest),
  );
  const records: RaRecord[] = [];
  let done = 0;
  await eachBounded(chunks, requestsAtOnce, signal, async (chunk) => {
    const { data } = await dataProvider.getMany(resource, { ids: chunk, signal });
    records.push(...data);
    done += chunk.length;
    onProgress(done);
  });
  signal.throwIfAborted();
  return records;
}

export async function loadAll(
  dataProvider: DataProvider,
  definition: ResourceDefinition,
  signal: AbortSignal,
  onProgress: (done: number, total?: number) => void,
): Promise<RaRecord[]> {
  const records: RaRecord[] = [];
  for (let page = 1; ; page++) {
    signal.throwIfAborted();
    const answer = await dataProvider.getList(definition.name, {
      pagination: { page, perPage: perRequest },
      sort: definition.list.defaultSort,
      filter: {},
      signal,
    });
    records.push(...answer.data);
    onProgress(records.length, answer.total);
    if (!answer.pageInfo?.hasNextPage || answer.data.length === 0) return records;
  }
}

/** The entries of `record` under `keys`, those it has. */
const picked = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

/**
 * The items as the dry run compares them: their write values now (under the write keys alone), and
 * of each record as read only what the import still uses (its id, version and name). The rest, the
 * embedded items and files, would be held for every row of the file until the import ends
 * (docs/performance.md, "Import").
 */
export async function existingItems(definition: ResourceDefinition, records: readonly RaRecord[]): Promise<Map<string, ExistingItem>> {
  const noUpload = () => Promise.reject(new Error('An item as read holds no new file'));
  const recordKeys = ['id', versionKey, ...representationSources(definition)];
  const writeKeys = definition.fields.filter(isWritable).map(writeKey);
  const items = await Promise.all(
    records.map(async (record) => ({
      record: picked(record, recordKeys) as RaRecord,
      values: picked(await writePayload(definition, record, noUpload), writeKeys),
    })),
  );
  return new Map(items.map((item) => [String(item.record.id), item]));
}
