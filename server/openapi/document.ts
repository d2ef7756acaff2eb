/**
 * The OpenAPI 3.1 document of the API (docs/api.md), generated from the definitions served: each
 * resource's read, create and update schemas come from its zod schemas, its routes from the routes
 * every resource has. Served at `GET /api/v1/openapi.json`; CI checks that it is valid and that the
 * server's real answers fit it (openapi.test.ts).
 */
import packageJson from '../../package.json' with { type: 'json' };
import {
  hasTranslations,
  keepsHistory,
  missingTranslationParam,
  snakeCase,
  treeExclusionParam,
  treeField,
  type ResourceDefinition,
} from '../../resources/definition';
import { readSchemaOf } from '../../resources/read-schema';
import { savedViewCreateSchema, savedViewStateSchema, savedViewUpdateSchema } from '../../resources/saved-views';
import { schemasOf } from '../../resources/schema';
import { mediaObjectSchema } from '../../resources/kinds/media';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { accountSecurityPaths } from './account-paths';

import { answer, boolean, dataOf, errors, errorSchema, integer, json, nullableString, object, pascal, ref, string } from './parts';

const etag = { ETag: { description: 'The item\'s version, quoted ("3")', schema: { type: 'string' } } };
const ifMatch = {
  name: 'If-Match',
  in: 'header',
  required: true,
  description: 'The version the write is based on ("3")',
  schema: { type: 'string' },
};
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const versionParam = { name: 'version', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const queryParam = (name: string, description: string, schema: JsonSchema = { type: 'string' }) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** The list's query parameters of a resource (docs/api.md "The list's query"). */
function listParameters(definition: ResourceDefinition, paging: boolean) {
  return [
    queryParam('search', 'Every word, in any order and any language of the searched fields'),
    queryParam('ids[]', 'Exactly these items', { type: 'array', items: { type: 'string' } }),
    queryParam('column', 'The sort', { enum: definition.list.sortable.map(snakeCase) }),
    queryParam('direction', 'The sort direction', { enum: ['asc', 'desc'] }),
    ...(paging
      ? [
          queryParam('per_page', 'Items per page', { type: 'integer', minimum: 1, maximum: 100 }),
          definition.list.pagination === 'pages'
            ? queryParam('page', 'The page', { type: 'integer', minimum: 1 })
            : queryParam('cursor', 'The cursor of `links.next`'),
        ]
      : []),
    ...definition.filters.map((filter) => queryParam(filter.param, `${filter.label} (${filter.kind})`)),
    ...(hasTranslations(definition)
      ? [queryParam(missingTranslationParam, 'Items with a translatable field empty in this language, or `any`')]
      : []),
    ...(treeField(definition) ? [queryParam(treeExclusionParam, 'Leaves out this item and every item under it')] : []),
  ];
}

const linksSchema = object({ first: nullableString, last: nullableString, prev: nullableString, next: nullableString });

function pageSchema(definition: ResourceDefinition): JsonSchema {
  const meta: JsonSchema =
    definition.list.pagination === 'pages'
      ? object({ current_page: integer, per_page: integer, total: integer, total_exact: boolean, last_page: integer, path: string }, [
          'total_exact',
        ])
      : object({ path: string, per_page: integer, next_cursor: nullableString, prev_cursor: nullableString });
  return object({ data: { type: 'array', items: ref(`${pascal(definition.name)}Item`) }, links: linksSchema, meta });
}

const historyEntry = (definition: ResourceDefinition): JsonSchema =>
  object({
    id: string,
    version: integer,
    action: { enum: ['create', 'update', 'delete', 'restore'] },
    changed_at: string,
    changed_by: { anyOf: [{ type: 'null' }, object({ id: string, name: string })] },
    item: ref(`${pascal(definition.name)}Item`),
  });

/** An item as the server answers it: its read shape and the version every item carries (docs/versions.md). */
function withVersion(read: JsonSchema): JsonSchema {
  const properties = read.properties as Record<string, JsonSchema>;
  const required = (read.required as string[] | undefined) ?? [];
  return { ...read, properties: { ...properties, version: { type: 'integer', minimum: 1 } }, required: [...required, 'version'] };
}

/** The routes of one resource and the schemas they name. */
function resourcePaths(definition: ResourceDefinition, served: readonly ResourceDefinition[]) {
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

const tokenAnswer = object({ token_type: { const: 'Bearer' }, expires_in: integer, access_token: string, refresh_token: string });
const messageAnswer = object({ message: string });
const savedView = object({
  id: string,
  resource: string,
  name: string,
  shared: boolean,
  state: jsonSchemaOf(savedViewStateSchema, 'output'),
  mine: boolean,
  owner_name: string,
  updated_at: string,
});

/** The routes every server has, whatever it serves: sessions, files, saved views, this document. */
function fixedPaths() {
  const open = { security: [] };
  const account = ['Account'];
  return {
    '/oauth/token': {
      post: {
        ...open,
        tags: account,
        summary: 'Sign in (password grant) or refresh (refresh_token grant)',
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['grant_type', 'client_id', 'client_secret'],
                properties: Object.fromEntries(
                  ['grant_type', 'client_id', 'client_secret', 'username', 'password', 'refresh_token'].map((key) => [
                    key,
                    { type: 'string' },
                  ]),
                ),
              },
            },
          },
        },
        responses: {
          200: answer('Tokens', tokenAnswer),
          400: answer('Invalid grant', object({ error: string, error_description: string, message: string }, ['error_description'])),
          ...errors(401, 429),
        },
      },
    },
    '/me': {
      get: {
        tags: account,
        summary: 'The signed-in user',
        responses: {
          200: answer(
            'The user',
            dataOf(object({ id: string, email: string, first_name: string, last_name: string, role: { enum: ['staff', 'member'] } })),
          ),
          ...errors(401),
        },
      },
      delete: {
        tags: account,
        summary: 'Delete the account, with its password',
        requestBody: {
          required: true,
          content: json(object({ password: string })),
        },
        responses: { 204: answer('Deleted'), ...errors(401, 422) },
      },
    },
    '/password/forgot': {
      post: {
        ...open,
        tags: account,
        summary: 'Send a reset link',
        requestBody: { required: true, content: json(object({ email: string })) },
        responses: { 200: answer('Sent, if the account exists', messageAnswer), ...errors(422, 429) },
      },
    },
    '/password/reset/check': {
      post: {
        ...open,
        tags: account,
        summary: 'Whether a reset link is valid',
        requestBody: {
          required: true,
          content: json(object({ token: string, email: string })),
        },
        responses: { 200: answer('Valid', messageAnswer), 400: answer('Invalid or expired', messageAnswer), ...errors(422) },
      },
    },
    '/password/reset': {
      post: {
        ...open,
        tags: account,
        summary: 'Set a new password with a reset link',
        requestBody: {
          required: true,
          content: json(object({ token: string, email: string, password: string })),
        },
        responses: { 200: answer('Changed', messageAnswer), 400: answer('Invalid or expired', messageAnswer), ...errors(422) },
      },
    },
    '/admin/media': {
      post: {
        tags: ['Files'],
        summary: 'Upload an image or a video',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: object({ file: { type: 'string', contentMediaType: 'application/octet-stream' } }),
            },
          },
        },
        responses: { 201: answer('Stored', dataOf(ref('Media'))), ...errors(401, 403, 413, 422) },
      },
    },
    '/admin/saved-views': {
      get: {
        tags: ['Saved views'],
        summary: "The user's views of a list and the shared ones",
        parameters: [{ ...queryParam('resource', 'The list'), required: true }],
        responses: { 200: answer('Views', dataOf({ type: 'array', items: ref('SavedView') })), ...errors(401, 403, 422) },
      },
      post: {
        tags: ['Saved views'],
        summary: 'Save a view',
        requestBody: { required: true, content: json(jsonSchemaOf(savedViewCreateSchema, 'input')) },
        responses: { 201: answer('Saved', dataOf(ref('SavedView'))), ...errors(401, 403, 422) },
      },
    },
    '/admin/saved-views/{id}': {
      parameters: [idParam],
      patch: {
        tags: ['Saved views'],
        summary: 'Rename, share or change a view (its owner)',
        requestBody: { required: true, content: json(jsonSchemaOf(savedViewUpdateSchema, 'input')) },
        responses: { 200: answer('Changed', dataOf(ref('SavedView'))), ...errors(401, 403, 404, 422) },
      },
      delete: {
        tags: ['Saved views'],
        summary: 'Delete a view (its owner)',
        responses: { 204: answer('Deleted'), ...errors(401, 403, 404) },
      },
    },
    ...accountSecurityPaths(),
    '/openapi.json': {
      get: {
        ...open,
        tags: ['Documents'],
        summary: 'This document',
        responses: { 200: answer('The OpenAPI document', { type: 'object' }) },
      },
    },
  };
}

const errorStatuses = [400, 401, 403, 404, 409, 413, 422, 428, 429];

/** The document for the resources `served`. */
export function openApiDocument(served: readonly ResourceDefinition[]) {
  const resources = served.map((definition) => resourcePaths(definition, served));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pitchside API',
      version: packageJson.version,
      description: 'The HTTP contract of docs/api.md, generated from the resource definitions.',
    },
    servers: [{ url: '/api/v1' }],
    security: [{ bearer: [] }],
    paths: Object.assign({}, fixedPaths(), ...resources.map((resource) => resource.paths)),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: Object.assign(
        { Error: errorSchema, Media: jsonSchemaOf(mediaObjectSchema, 'output'), SavedView: savedView },
        ...resources.map((resource) => resource.schemas),
      ),
      responses: Object.fromEntries(errorStatuses.map((status) => [`Error${status}`, answer(`Error ${status}`, ref('Error'))])),
    },
  };
}
