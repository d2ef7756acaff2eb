/**
 * react-admin 5's DataProvider for every resource, derived from the definitions: `definition.name`
 * is react-admin's resource, `definition.endpoint` the API path under `/admin`.
 *
 * getList: page 1 is built from the search (`filter.q` or `filter.search`), the definition's
 * filters (each read from `filter[param]` or else `filter[source]`; `has` filters sent as 1/0,
 * `references` as an id), the sort (`column` in snake_case and `direction`, for sortable fields
 * only) and `per_page`. Page N follows the `links.next` remembered from page N-1 of the same list;
 * asked for a page whose predecessor it has not seen, it walks there from the nearest page it knows
 * (page 1 at worst). It answers `pageInfo` from `links.next`, and `total` where the API gives
 * `meta.total` (exact up to a bound, an estimate beyond it: `meta.total_exact`, passed on in the
 * result's `meta`, list-total.ts).
 *
 * Writes: files are uploaded first to `/admin/media` (progress through
 * `meta.onUploadProgress(source, progress)`), then the item goes as JSON with ids (record-shape.ts).
 * Every item read is checked against its read schema; a failure is `Could not parse <item>`: for
 * one item (getOne, a write's answer) an error, in a list one record marked as unreadable
 * (record-shape.ts) among the others.
 *
 * Versions (versions.ts): update and delete send `If-Match` with the version the record was read
 * at, bulk writes the `versions` of their ids (from `meta.versions`, else as read just before);
 * nothing when the API gives no versions. A 409's `current` item comes back as a record.
 */
import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord, SortPayload } from 'ra-core';
import { z } from 'zod/mini';
import { definitions as allDefinitions } from '../resources';
import {
  camelCase,
  fieldBySource,
  hasFilter,
  missingTranslationParam,
  snakeCase,
  treeExclusionParam,
  type FilterDefinition,
  type ResourceDefinition,
} from '../resources/definition';
import { writeKey } from '../resources/kinds';
import { treeField } from '../resources/kinds/reference';
import { hasTranslations } from '../resources/kinds/translatable';
import type { HttpClient, QueryValue } from './http-client';
import { HttpError, isHttpError } from './http-error';
import { itemAnswerSchema, parseAnswer } from './parse-answer';
import { listKey, PageLinks } from './page-links';
import { estimatedTotalMeta } from './list-total';
import { readSchemaOf } from '../resources/read-schema';
import { formErrorKeys, readListItem, readPastItem, readRecord, writePayload, type UploadMedia } from './record-shape';
import type { UploadProgress } from './transport';
import { historyMethods, type HistoryMethods } from './history';
import { matchingMethods, type MatchingMethods } from './matching';
import { savedViewMethods, type SavedViewMethods } from './saved-views';
import { bulkVersions, ifMatch, versionOf, withoutVersion, type BulkVersionsMeta } from './versions';

export interface DataProviderOptions {
  httpClient: HttpClient;
  /** The resources served; all of `resources/definitions.ts` by default. */
  definitions?: readonly ResourceDefinition[];
}

/** What a write's `meta` may carry. */
export interface WriteMeta {
  onUploadProgress?: (source: string, progress: UploadProgress) => void;
}

/**
 * A page as Laravel's paginators give it: through an API resource, `links` `{first, last, prev,
 * next}` and `meta` (length-aware: `current_page, from, last_page, links[], path, per_page, to,
 * total`; cursor: `path, per_page, next_cursor, prev_cursor`); as a bare paginator, the same keys
 * at the top with `links` the list of page buttons and the next page at `next_page_url`. Only the
 * server's next link is followed, never a page number or cursor built here.
 */
const pageSchema = z.looseObject({
  data: z.array(z.unknown()),
  links: z.nullish(z.union([z.looseObject({ next: z.nullish(z.string()) }), z.array(z.unknown())])),
  meta: z.nullish(z.looseObject({ total: z.optional(z.number()), totalExact: z.optional(z.boolean()) })),
  nextPageUrl: z.nullish(z.string()),
  total: z.optional(z.number()),
});

type Page = z.infer<typeof pageSchema>;

const nextLinkOf = (page: Page): string | undefined =>
  (Array.isArray(page.links) ? undefined : page.links?.next) ?? page.nextPageUrl ?? undefined;

const totalOf = (page: Page): number | undefined => page.meta?.total ?? page.total;

const maxPerPage = 100;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const hasFlag = (value: unknown) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0);

/** A filter's value as sent: `has` as 1 or 0, an item (a `references` filter's pick) by its id. */
function filterValue(filter: FilterDefinition, value: unknown): QueryValue {
  if (filter.kind === hasFilter) return hasFlag(value);
  if (typeof value === 'object' && value !== null && 'id' in value) return value.id as Identifier;
  return value as QueryValue;
}

/**
 * The API's parameters of a list's selection, each with the keys of the list's filter it is read
 * from, the first given first (the search from `q` or `search`, a filter from its param or its
 * source), and how its value is sent. listQuery sends them; listFilterErrors reads a refusal back.
 */
function selectionParams(definition: ResourceDefinition) {
  const text = (value: unknown): QueryValue => String(value);
  return [
    { param: 'search', keys: ['q', 'search'], toQuery: text },
    ...definition.filters.map((filter) => ({
      param: filter.param,
      keys: [filter.param, filter.source],
      toQuery: (value: unknown) => filterValue(filter, value),
    })),
    ...(treeField(definition) ? [{ param: treeExclusionParam, keys: [treeExclusionParam], toQuery: text }] : []),
    ...(hasTranslations(definition) ? [{ param: missingTranslationParam, keys: [missingTranslationParam], toQuery: text }] : []),
  ];
}

/** The first of `keys` the filter gives a value under (null and undefined are none). */
const givenKey = (filter: Record<string, unknown>, keys: readonly string[]) => keys.find((key) => filter[key] != null);

/** A list's selection as the API's query: its search, filters and sort (the export sends it too). */
export function listQuery(
  definition: ResourceDefinition,
  filter: Record<string, unknown>,
  sort: SortPayload | undefined,
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { search: undefined };
  for (const { param, keys, toQuery } of selectionParams(definition)) {
    const key = givenKey(filter, keys);
    if (key !== undefined && !isEmpty(filter[key])) query[param] = toQuery(filter[key]);
  }
  if (sort && definition.list.sortable.includes(sort.field)) {
    query.column = snakeCase(sort.field);
    query.direction = sort.order.toLowerCase();
  }
  return query;
}

/**
 * A refused list query's field errors (a 422 keyed by the API's parameters, camelCase as read)
 * keyed as the list's filter holds them, the inverse of listQuery: each under the key its value
 * was read from (the search as `q` unless it came as `search`), so that the list can say which of
 * its filters the server refused and take them away. A key that is no parameter of the selection
 * (the sort's `column`) stays as it came.
 */
export function listFilterErrors(
  definition: ResourceDefinition,
  filter: Record<string, unknown>,
  errors: Record<string, string>,
): Record<string, string> {
  const filterKeyOf = new Map(selectionParams(definition).map(({ param, keys }) => [camelCase(param), givenKey(filter, keys) ?? keys[0]]));
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [filterKeyOf.get(key) ?? key, message]));
}

function firstPageQuery(
  definition: ResourceDefinition,
  filter: Record<string, unknown>,
  sort: SortPayload | undefined,
  perPage: number,
): Record<string, QueryValue> {
  return { ...listQuery(definition, filter, sort), perPage };
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

export function createDataProvider({
  httpClient,
  definitions = allDefinitions,
}: DataProviderOptions): DataProvider & HistoryMethods & MatchingMethods & SavedViewMethods {
  const links = new PageLinks();
  const readSchemas = new Map<ResourceDefinition, z.ZodMiniType>();

  function definitionOf(resource: string): ResourceDefinition {
    const definition = definitions.find((candidate) => candidate.name === resource);
    if (!definition) throw new Error(`Unknown resource ${resource}`);
    return definition;
  }

  const collection = (definition: ResourceDefinition) => `admin/${definition.endpoint}`;
  const item = (definition: ResourceDefinition, id: Identifier) => `${collection(definition)}/${encodeURIComponent(String(id))}`;

  function schemaOf(definition: ResourceDefinition): z.ZodMiniType {
    let schema = readSchemas.get(definition);
    if (!schema) readSchemas.set(definition, (schema = readSchemaOf(definition, definitions)));
    return schema;
  }

  const read = (definition: ResourceDefinition, answer: unknown): RaRecord => readRecord(definition, schemaOf(definition), answer);

  /** The items of a page; `where` makes the ids of unreadable ones without an id of their own unique. */
  const readItems = (definition: ResourceDefinition, items: unknown[], where: string): RaRecord[] =>
    items.map((item, index) => readListItem(definition, schemaOf(definition), item, `unreadable:${where}:${index}`));

  async function listPage(definition: ResourceDefinition, params: GetListParams): Promise<GetListResult> {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const key = listKey({ resource: definition.name, filter, sort: params.sort ?? null, perPage });
    const fetchFirstPage = () =>
      httpClient
        .request(collection(definition), { query: firstPageQuery(definition, filter, params.sort, perPage), signal: params.signal })
        .catch((error: unknown) => {
          throw isHttpError(error) && error.status === 422
            ? error.withFieldErrors(listFilterErrors(definition, filter, error.fieldErrors))
            : error;
        });
    const fetchPage = async (number: number) => {
      const answer = await (number === 1 ? fetchFirstPage() : httpClient.request(links.linkTo(key, number)!, { signal: params.signal }));
      const body = parseAnswer(pageSchema, answer);
      links.remember(key, number, nextLinkOf(body));
      return body;
    };

    // Walk from the nearest page whose URL is known up to the one asked for.
    let number = links.nearestKnown(key, page);
    let body = await fetchPage(number);
    while (number < page && nextLinkOf(body)) {
      number += 1;
      body = await fetchPage(number);
    }
    // A list shorter than asked for ends with an empty page.
    const data = number === page ? readItems(definition, body.data, `page-${page}`) : [];
    const total = totalOf(body);
    // Whether a page follows is read from links.next: a large total is the server's estimate.
    const pageInfo = { hasNextPage: number === page && Boolean(nextLinkOf(body)), hasPreviousPage: page > 1 };
    if (total === undefined) return { data, pageInfo };
    return body.meta?.totalExact === false ? { data, total, pageInfo, meta: estimatedTotalMeta } : { data, total, pageInfo };
  }

  const upload =
    (meta: WriteMeta | undefined): UploadMedia =>
    async (field, file) => {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : field.source);
      try {
        const answer = await httpClient.request('admin/media', {
          method: 'POST',
          body: form,
          onUploadProgress: (progress) => meta?.onUploadProgress?.(field.source, progress),
        });
        return (parseAnswer(itemAnswerSchema, answer).data as { id: Identifier }).id;
      } catch (error) {
        // The upload's own field is `file`; the form shows its complaint (422, or 413 too large) on the media field.
        if (isHttpError(error) && (error.status === 422 || error.status === 413)) {
          throw error.withFieldErrors({ [field.source]: Object.values(error.fieldErrors)[0] ?? error.message });
        }
        throw error;
      }
    };

  async function write(definition: ResourceDefinition, send: () => Promise<unknown>): Promise<RaRecord> {
    try {
      return read(definition, parseAnswer(itemAnswerSchema, await send()).data);
    } catch (error) {
      if (isHttpError(error) && error.status === 422) throw error.withFieldErrors(formErrorKeys(definition, error.fieldErrors));
      throw withCurrentRecord(definition, error);
    }
  }

  /** A 409 carries the item as it is now: as a record, like every item read. */
  function withCurrentRecord(definition: ResourceDefinition, error: unknown): unknown {
    if (!isHttpError(error) || error.status !== 409 || typeof error.body?.current !== 'object' || Array.isArray(error.body.current))
      return error;
    return new HttpError(error.kind, {
      status: error.status,
      body: { ...error.body, current: read(definition, error.body.current) },
      cause: error.cause,
    });
  }

  const currentRecords = (definition: ResourceDefinition) => async (ids: Identifier[]) =>
    (
      await Promise.all(
        chunks(ids, maxPerPage).map(async (chunk) => {
          const answer = await httpClient.request(collection(definition), { query: { 'ids[]': chunk, perPage: chunk.length } });
          // Only their ids and versions are wanted: an item that is unreadable otherwise still has those.
          return parseAnswer(pageSchema, answer).data as RaRecord[];
        }),
      )
    ).flat();

  return {
    supportAbortSignal: true,
    ...historyMethods(httpClient, definitionOf, read, (definition, item) => readPastItem(definition, schemaOf(definition), item)),
    ...matchingMethods(
      httpClient,
      definitionOf,
      (definition, filter) => listQuery(definition, filter, undefined),
      (definition, data) => writePayload(definition, data, upload(undefined)),
    ),
    ...savedViewMethods(httpClient),

    getList: (resource, params) => listPage(definitionOf(resource), params),

    async getOne(resource, { id, signal }) {
      const definition = definitionOf(resource);
      const answer = await httpClient.request(item(definition, id), { signal });
      return { data: read(definition, parseAnswer(itemAnswerSchema, answer).data) } as never;
    },

    async getMany(resource, { ids, signal }) {
      const definition = definitionOf(resource);
      const pages = await Promise.all(
        chunks(ids, maxPerPage).map(async (chunk, chunkIndex) => {
          const answer = await httpClient.request(collection(definition), {
            query: { 'ids[]': chunk as Identifier[], perPage: chunk.length },
            signal,
          });
          return readItems(definition, parseAnswer(pageSchema, answer).data, `many-${chunkIndex}`);
        }),
      );
      return { data: pages.flat() as never[] };
    },

    async getManyReference(resource, { target, id, ...params }) {
      const definition = definitionOf(resource);
      const byReference = definition.filters.find(
        (filter) =>
          filter.kind === 'references' &&
          [filter.param, filter.source, writeKey(fieldBySource(definition, filter.source))].includes(target),
      );
      if (!byReference) throw new Error(`${resource} has no filter by ${target}`);
      return listPage(definition, { ...params, filter: { ...params.filter, [byReference.param]: id } });
    },

    async create(resource, { data, meta }) {
      const definition = definitionOf(resource);
      const payload = await writePayload(definition, data, upload(meta));
      return {
        data: (await write(definition, () => httpClient.request(collection(definition), { method: 'POST', body: payload }))) as never,
      };
    },

    async update(resource, { id, data, previousData, meta }) {
      const definition = definitionOf(resource);
      // The form's own copy says which version the user edited; the cache may hold a newer one.
      const headers = ifMatch(versionOf(data) ?? versionOf(previousData));
      const payload = withoutVersion(await writePayload(definition, data, upload(meta)));
      return {
        data: (await write(definition, () => httpClient.request(item(definition, id), { method: 'PUT', body: payload, headers }))) as never,
      };
    },

    async updateMany(resource, { ids, data, meta }) {
      const definition = definitionOf(resource);
      const payload = withoutVersion(await writePayload(definition, data, upload(meta)));
      const versions = await bulkVersions(ids, (meta as BulkVersionsMeta | undefined)?.versions, currentRecords(definition));
      await httpClient
        .request(`${collection(definition)}/bulk`, { method: 'PATCH', body: { ids, ...(versions && { versions }), data: payload } })
        .catch((error: unknown) => Promise.reject(withCurrentRecord(definition, error)));
      return { data: ids };
    },

    async delete(resource, { id, previousData }) {
      const definition = definitionOf(resource);
      await httpClient
        .request(item(definition, id), { method: 'DELETE', headers: ifMatch(versionOf(previousData)) })
        .catch((error: unknown) => Promise.reject(withCurrentRecord(definition, error)));
      return { data: (previousData ?? { id }) as never };
    },

    async deleteMany(resource, { ids, meta }) {
      const definition = definitionOf(resource);
      const versions = await bulkVersions(ids, (meta as BulkVersionsMeta | undefined)?.versions, currentRecords(definition));
      await httpClient.request(`${collection(definition)}/bulk-delete`, { method: 'POST', body: { ids, ...(versions && { versions }) } });
      return { data: ids };
    },
  };
}
