/** The building blocks of the OpenAPI document (document.ts): JSON schemas and answers every route names. */
import {
  hasTranslations,
  missingTranslationParam,
  snakeCase,
  treeExclusionParam,
  treeField,
  type ResourceDefinition,
} from '../../resources/definition';
import { type JsonSchema } from './json-schema';

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const pascal = (name: string) => name.replace(/(^|[-_])([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
export const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
export const string = { type: 'string' };
export const integer = { type: 'integer' };
export const boolean = { type: 'boolean' };
export const nullableString = { type: ['string', 'null'] };

/** An object with these keys, each required but those named `optional`. */
export const object = (properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema => ({
  type: 'object',
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});

export const dataOf = (schema: JsonSchema) => object({ data: schema });

export const answer = (description: string, schema?: JsonSchema, headers?: Record<string, unknown>) => ({
  description,
  ...(schema ? { content: json(schema) } : {}),
  ...(headers ? { headers } : {}),
});

/** The error answers every protected route may give (docs/api.md "Errors"). */
export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]));

export const errorSchema = object({ message: string, errors: { type: 'object', additionalProperties: { type: 'array', items: string } } }, [
  'errors',
]);

export const etag = { ETag: { description: 'The item\'s version, quoted ("3")', schema: { type: 'string' } } };
export const ifMatch = {
  name: 'If-Match',
  in: 'header',
  required: true,
  description: 'The version the write is based on ("3")',
  schema: { type: 'string' },
};
export const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
export const versionParam = { name: 'version', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
export const queryParam = (name: string, description: string, schema: JsonSchema = { type: 'string' }) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** The list's query parameters of a resource (docs/api.md "The list's query"). */
export function listParameters(definition: ResourceDefinition, paging: boolean) {
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

export const linksSchema = object({ first: nullableString, last: nullableString, prev: nullableString, next: nullableString });

export function pageSchema(definition: ResourceDefinition): JsonSchema {
  const meta: JsonSchema =
    definition.list.pagination === 'pages'
      ? object({ current_page: integer, per_page: integer, total: integer, total_exact: boolean, last_page: integer, path: string }, [
          'total_exact',
        ])
      : object({ path: string, per_page: integer, next_cursor: nullableString, prev_cursor: nullableString });
  return object({ data: { type: 'array', items: ref(`${pascal(definition.name)}Item`) }, links: linksSchema, meta });
}

export const historyEntry = (definition: ResourceDefinition): JsonSchema =>
  object({
    id: string,
    version: integer,
    action: { enum: ['create', 'update', 'delete', 'restore'] },
    changed_at: string,
    changed_by: { anyOf: [{ type: 'null' }, object({ id: string, name: string })] },
    via: { enum: [null, 'import'] },
    item: ref(`${pascal(definition.name)}Item`),
  });

/** What an import did with one row (docs/api.md "Import"). */
export const importOutcome: JsonSchema = {
  anyOf: [
    object({ status: { enum: ['created', 'updated'] }, id: string, version: integer }),
    object({
      status: { const: 'conflict' },
      id: string,
      version: integer,
      changed_by: { anyOf: [{ type: 'null' }, object({ id: string, name: string })] },
      changed_at: nullableString,
    }),
    object({
      status: { const: 'refused' },
      message: string,
      errors: { type: 'object', additionalProperties: { type: 'array', items: string } },
    }),
  ],
};

/** An item as the server answers it: its read shape and the version every item carries (docs/versions.md). */
export function withVersion(read: JsonSchema): JsonSchema {
  const properties = read.properties as Record<string, JsonSchema>;
  const required = (read.required as string[] | undefined) ?? [];
  return { ...read, properties: { ...properties, version: { type: 'integer', minimum: 1 } }, required: [...required, 'version'] };
}
