/** The OpenAPI routes of one resource (docs/api.md "Content"), and the schemas they name. */
import { keepsHistory, type ResourceDefinition } from '../../resources/definition';
import { readSchemaOf } from '../../resources/read-schema';
import { schemasOf } from '../../resources/schema';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import {
  ref,
  pascal,
  json,
  string,
  integer,
  boolean,
  object,
  dataOf,
  answer,
  errors,
  etag,
  ifMatch,
  idParam,
  versionParam,
  queryParam,
  listParameters,
  pageSchema,
  historyEntry,
  importOutcome,
  withVersion,
} from './schemas';

/** The routes of one resource and the schemas they name. */
export function resourcePaths(definition: ResourceDefinition, served: readonly ResourceDefinition[]) {
  const name = pascal(definition.name);
  const base = `/admin/${definition.endpoint}`;
  const tags = [definition.label.other];
  const item = ref(`${name}Item`);
  const schemas: Record<string, JsonSchema> = {
    [`${name}Item`]: withVersion(jsonSchemaOf(readSchemaOf(definition, served), 'output')),
    [`${name}Write`]: jsonSchemaOf(schemasOf(definition).write, 'input'),
    [`${name}Update`]: jsonSchemaOf(schemasOf(definition).update, 'input'),
  };
  const versionsBody = { type: 'array', items: { type: 'integer' } };
  const bulkByIds = (extra: Record<string, JsonSchema>) =>
    object({ ids: { type: 'array', items: string }, versions: versionsBody, ...extra });
  const paths: Record<string, unknown> = {
    [base]: {
      get: {
        tags,
        summary: `List ${definition.label.other.toLowerCase()}`,
        parameters: listParameters(definition, true),
        responses: { 200: answer('A page', pageSchema(definition)), ...errors(401, 403, 422) },
      },
      post: {
        tags,
        summary: `Create a ${definition.label.one.toLowerCase()}`,
        requestBody: { required: true, content: json(ref(`${name}Write`)) },
        responses: { 201: answer('Created', dataOf(item), etag), ...errors(401, 403, 422) },
      },
    },
    [`${base}/count`]: {
      get: {
        tags,
        summary: 'How many items the query selects (exact up to 100,000)',
        parameters: listParameters(definition, false),
        responses: {
          200: answer('The count', dataOf(object({ count: integer, more: boolean }))),
          ...errors(401, 403, 422),
        },
      },
    },
    [`${base}/{id}`]: {
      parameters: [idParam],
      get: { tags, summary: 'One item', responses: { 200: answer('The item', dataOf(item), etag), ...errors(401, 403, 404) } },
      put: {
        tags,
        summary: 'Change the fields named',
        parameters: [ifMatch],
        requestBody: { required: true, content: json(ref(`${name}Update`)) },
        responses: { 200: answer('Changed', dataOf(item), etag), ...errors(401, 403, 404, 409, 422, 428) },
      },
      delete: { tags, summary: 'Delete', parameters: [ifMatch], responses: { 204: answer('Deleted'), ...errors(401, 403, 404, 409, 428) } },
    },
    [`${base}/bulk-delete`]: {
      post: {
        tags,
        summary: 'Delete several items, by ids and versions or by the list query and its count',
        parameters: listParameters(definition, false),
        requestBody: {
          required: true,
          content: json({ anyOf: [bulkByIds({}), object({ count: integer })] }),
        },
        responses: {
          200: answer('Deleted', dataOf(object({ deleted: integer }))),
          ...errors(401, 403, 409, 422, 428),
        },
      },
    },
    [`${base}/bulk`]: {
      patch: {
        tags,
        summary: 'Set the bulk-updatable fields of several items',
        parameters: listParameters(definition, false),
        requestBody: {
          required: true,
          content: json({
            anyOf: [bulkByIds({ data: ref(`${name}Update`) }), object({ count: integer, data: ref(`${name}Update`) })],
          }),
        },
        responses: {
          200: answer(
            'Changed',
            dataOf({
              anyOf: [{ type: 'array', items: item }, object({ updated: integer })],
            }),
          ),
          ...errors(401, 403, 409, 422, 428),
        },
      },
    },
    [`${base}/import`]: {
      post: {
        tags,
        summary: 'Create and change items from an import: one transaction, each row answered',
        requestBody: {
          required: true,
          content: json(
            object({
              rows: {
                type: 'array',
                minItems: 1,
                maxItems: 1000,
                items: object({ id: string, version: integer, data: { anyOf: [ref(`${name}Write`), ref(`${name}Update`)] } }, [
                  'id',
                  'version',
                ]),
              },
            }),
          ),
        },
        responses: {
          200: answer('What became of each row, in order', dataOf({ type: 'array', items: importOutcome })),
          ...errors(401, 403, 413, 422, 428),
        },
      },
    },
    [`/admin/export/${definition.endpoint}`]: {
      get: {
        tags,
        summary: 'Every item the query selects, as a CSV or JSON download',
        parameters: [queryParam('format', 'The file format', { enum: ['csv', 'json'] }), ...listParameters(definition, false)],
        responses: {
          200: {
            description: 'The file, streamed',
            headers: { 'X-Total-Count': { description: 'How many items follow', schema: { type: 'string' } } },
            content: { 'text/csv': { schema: { type: 'string' } }, 'application/json': { schema: { type: 'array', items: item } } },
          },
          ...errors(401, 403, 422),
        },
      },
    },
  };
  if (keepsHistory(definition)) {
    const entries = dataOf({ type: 'array', items: ref(`${name}HistoryEntry`) });
    schemas[`${name}HistoryEntry`] = historyEntry(definition);
    Object.assign(paths, {
      [`${base}/{id}/versions`]: {
        parameters: [idParam],
        get: { tags, summary: "The item's versions, newest first", responses: { 200: answer('Versions', entries), ...errors(401, 403) } },
      },
      [`${base}/{id}/versions/{version}`]: {
        parameters: [idParam, versionParam],
        get: {
          tags,
          summary: 'One version',
          responses: { 200: answer('The version', dataOf(ref(`${name}HistoryEntry`))), ...errors(401, 403, 404) },
        },
      },
      [`${base}/{id}/versions/{version}/restore`]: {
        parameters: [idParam, versionParam],
        post: {
          tags,
          summary: "Write a version's content over the item",
          parameters: [ifMatch],
          responses: { 200: answer('Restored', dataOf(item), etag), ...errors(401, 403, 404, 409, 422, 428) },
        },
      },
      [`${base}/deleted`]: {
        get: {
          tags,
          summary: 'Items deleted and not restored since',
          responses: { 200: answer('Deleted items', entries), ...errors(401, 403) },
        },
      },
      [`${base}/deleted/{id}/restore`]: {
        parameters: [idParam],
        post: {
          tags,
          summary: 'Bring a deleted item back',
          responses: { 201: answer('Restored', dataOf(item), etag), ...errors(401, 403, 404, 409, 422) },
        },
      },
    });
  }
  return { paths, schemas };
}
