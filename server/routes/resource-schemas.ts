/**
 * The route schemas of one resource's content routes (docs/api.md "Content"): its path parameters,
 * the list's query, the write bodies, `If-Match`, and the answers. A write body is read by the
 * items' own parse (`parseWrite`: snake_case keys, read-only keys dropped, the definition's zod
 * schema), documented as the definition's write or update schema.
 */
import { z } from 'zod/mini';
import { missingTranslationParam, snakeCase, treeExclusionParam, type ResourceDefinition } from '../../resources/definition';
import { treeField } from '../../resources/kinds/reference';
import { hasTranslations } from '../../resources/kinds/translatable';
import { checkedBy, idParam } from '../http/route-schemas';
import { notFound } from '../errors';
import { aboutItems } from '../i18n/texts';
import { ifMatchPattern, jsonBody, parseWrite, versionRequired } from '../items';
import type { FastifyRequest } from 'fastify';
import { maxMatchedItems } from '../lists';
import { dataOf } from '../openapi/answers';
import type { ResourceSchemas } from '../openapi/components';
import { bulkDeleteSchema, bulkUpdateSchema } from './item-writes';
import { matchDeleteSchema, matchUpdateSchema, selectsByMatch } from '../lists';
import { parseBody } from '../http/parse-body';

const text = z.string();

/**
 * The list's query (docs/api.md "The list's query"). `server/lists` parses it whole from the
 * request's own query string (the order of its pairs and a parameter given twice matter), with the
 * messages of its 422; this schema documents it.
 */
export function listQuerySchema(definition: ResourceDefinition, paging: 'page' | 'cursor' | 'none') {
  const shape: Record<string, z.core.$ZodType> = {
    search: z.optional(text),
    'ids[]': z.optional(z.array(text)),
    column: z.optional(z.enum(definition.list.sortable.map(snakeCase) as [string, ...string[]])),
    direction: z.optional(z.enum(['asc', 'desc'])),
  };
  if (paging !== 'none') shape.per_page = z.optional(z.int().check(z.minimum(1), z.maximum(100)));
  if (paging === 'page') shape.page = z.optional(z.int().check(z.minimum(1)));
  if (paging === 'cursor') shape.cursor = z.optional(text);
  for (const filter of definition.filters) shape[filter.param] = z.optional(text);
  if (hasTranslations(definition)) shape[missingTranslationParam] = z.optional(text);
  if (treeField(definition)) shape[treeExclusionParam] = z.optional(text);
  return checkedBy(z.strictObject(shape), (query) => query);
}

/** The page of a list (docs/api.md "Pages"), length-aware or by cursor. */
export function pageSchema(definition: ResourceDefinition, item: z.core.$ZodType): z.ZodMiniType {
  const link = z.nullable(text);
  const page = z.nullable(z.int());
  const meta =
    definition.list.pagination === 'pages'
      ? z.strictObject({
          current_page: z.int(),
          per_page: z.int(),
          total: z.int(),
          total_exact: z.boolean(),
          last_page: z.int(),
          from: page,
          to: page,
          path: text,
        })
      : z.strictObject({ path: text, per_page: z.int(), next_cursor: link, prev_cursor: link });
  return z.strictObject({ data: z.array(item), links: z.strictObject({ first: link, last: link, prev: link, next: link }), meta });
}

const noSuch = (definition: ResourceDefinition) => aboutItems(definition, 'server.items.notFound');

export const itemParams = (definition: ResourceDefinition) => z.strictObject({ id: idParam(noSuch(definition)) });

/** An item's version in a path: a whole number, or no such version. */
export const versionParams = (definition: ResourceDefinition) =>
  z.strictObject({
    id: idParam(noSuch(definition)),
    version: z.pipe(
      z.string(),
      z.transform((version: string) => {
        if (!/^\d{1,9}$/.test(version)) throw notFound(aboutItems(definition, 'server.items.noSuchVersion'));
        return Number(version);
      }),
    ),
  });

/** `If-Match`, the version a write is based on (docs/versions.md); without it, 428. */
export function ifMatchHeaders(definition: ResourceDefinition) {
  return checkedBy(z.looseObject({ 'if-match': z.string() }), (headers) => {
    const header = (headers as Record<string, unknown> | undefined)?.['if-match'];
    if (typeof header !== 'string' || !ifMatchPattern.test(header.trim())) throw versionRequired(definition);
    return headers;
  });
}

/** A write's `preValidation`: its body is JSON (415 otherwise) and an object, checked before its schema reads it. */
export const jsonObjectFirst = async (request: FastifyRequest) => void jsonBody(request);

export const createBody = (definition: ResourceDefinition, schemas: ResourceSchemas) =>
  checkedBy(schemas.write, (body) => parseWrite(definition, body, { partial: false }));

export const updateBody = (definition: ResourceDefinition, schemas: ResourceSchemas) =>
  checkedBy(schemas.update, (body) => parseWrite(definition, body, { partial: true }));

const versionsShape = { ids: z.array(text).check(z.minLength(1)), versions: z.array(z.int()) };
const countShape = { count: z.int().check(z.minimum(1), z.maximum(maxMatchedItems)) };

/** A bulk delete's selection: ids and their versions, or the list's query and the count it selects. */
export const bulkDeleteBody = () =>
  checkedBy(z.union([z.strictObject(versionsShape), z.strictObject(countShape)]), (body) =>
    selectsByMatch(body) ? { match: parseBody(matchDeleteSchema, body) } : { ids: parseBody(bulkDeleteSchema, body) },
  );

/** A bulk update's selection (as a bulk delete's) and `data`, only of the fields the definition lets change in bulk. */
export const bulkUpdateBody = (schemas: ResourceSchemas) =>
  checkedBy(
    z.union([z.strictObject({ ...versionsShape, data: schemas.update }), z.strictObject({ ...countShape, data: schemas.update })]),
    (body) => (selectsByMatch(body) ? { match: parseBody(matchUpdateSchema, body) } : { ids: parseBody(bulkUpdateSchema, body) }),
  );

export const countAnswer = dataOf(z.strictObject({ count: z.int(), more: z.boolean() }));
export const deletedAnswer = dataOf(z.strictObject({ deleted: z.int() }));
export const bulkUpdatedAnswer = (item: z.core.$ZodType) => dataOf(z.union([z.array(item), z.strictObject({ updated: z.int() })]));
