/**
 * `POST /admin/{endpoint}/import` for every served definition (docs/api.md "Import"): a batch of
 * rows the admin's dry run checked, each a new item or a change of one at the version the dry
 * run read, written in one transaction (import-batch.ts) and answered row by row.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceDefinition } from '../../resources/definition';
import { id as idSchema } from '../../resources/validation';
import { signedInUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';
import { translationFor } from '../i18n/texts';
import { parseBody } from '../http/parse-body';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkedBy, nothing } from '../http/route-schemas';
import { changedBySchema, componentsOf, type ResourceSchemas } from '../openapi/components';
import { dataOf, errorAnswers } from '../openapi/answers';
import { jsonObjectFirst } from '../routes/resource-schemas';
import { importBatch } from './import-batch';

/** The most rows one request may carry: a batch is one transaction, its items locked until it ends. */
export const maxImportRows = 1000;

/** The most bytes one request may carry: a thousand items of long texts in six languages. */
export const maxImportBodyBytes = 16 * 1024 * 1024;

const importSchema = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        id: z.optional(
          z.pipe(
            idSchema(),
            z.transform((id: string) => id.toLowerCase()),
          ),
        ),
        version: z.optional(z.number().int().min(0)),
        data: z.record(z.string(), z.unknown()),
      }),
    )
    .min(1, { error: 'validation.required' })
    .max(maxImportRows, { error: 'validation.maxItems' }),
});

/** What became of one row (docs/api.md "Import"). */
const outcomeSchema = z.union([
  z.strictObject({ status: z.enum(['created', 'updated']), id: z.string(), version: z.number() }),
  z.strictObject({
    status: z.literal('conflict'),
    id: z.string(),
    version: z.number(),
    changed_by: changedBySchema,
    changed_at: z.nullable(z.string()),
  }),
  z.strictObject({ status: z.literal('refused'), message: z.string(), errors: z.record(z.string(), z.array(z.string())) }),
]);

/** The batch, each row's `data` a create's or an update's body, checked row by row as it is written (import-batch.ts). */
function importBody(schemas: ResourceSchemas) {
  const documented = z.strictObject({
    rows: z
      .array(z.strictObject({ id: z.optional(z.string()), version: z.optional(z.int()), data: z.union([schemas.write, schemas.update]) }))
      .check(z.minLength(1), z.maxLength(maxImportRows)),
  });
  return checkedBy(documented, (body) => {
    const { rows } = parseBody(importSchema, body);
    // The versions' rule: a change names the version it is based on (docs/versions.md).
    const unversioned = rows.findIndex((row) => row.id !== undefined && row.version === undefined);
    if (unversioned !== -1) {
      throw new HttpError(428, { message: 'server.import.unversioned', args: { row: unversioned } });
    }
    return rows;
  });
}

function registerImport(app: FastifyInstance, context: ServerContext, definition: ResourceDefinition) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${definition.endpoint}/import`,
    {
      bodyLimit: maxImportBodyBytes,
      preValidation: jsonObjectFirst,
      schema: {
        tags: [definition.label.other],
        summary: 'Create and change items from an import: one transaction, each row answered',
        querystring: nothing,
        body: importBody(componentsOf(context.definitions).of(definition)),
        response: { 200: dataOf(z.array(outcomeSchema)), ...errorAnswers(401, 403, 413, 415, 422, 428) },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const rows = request.body;
      const outcomes = await context.db.transaction((tx) => importBatch(tx, context.definitions, definition, rows, userId));
      // A refused row's messages are said in the request's language, as an error answer's are.
      const say = await translationFor(request.headers['accept-language']);
      return {
        data: outcomes.map((outcome) =>
          outcome.status === 'refused'
            ? {
                ...outcome,
                message: say(outcome.message),
                errors: Object.fromEntries(Object.entries(outcome.errors).map(([path, said]) => [path, said.map(say)])),
              }
            : outcome,
        ),
      };
    },
  );
}

export async function registerImportRoutes(app: FastifyInstance, context: ServerContext) {
  for (const definition of context.definitions) registerImport(app, context, definition);
}
