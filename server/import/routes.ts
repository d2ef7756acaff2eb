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
import { parseBody } from '../http/parse-body';
import { refuseQuery } from '../http/query';
import { jsonBody } from '../items';
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

function registerImport(app: FastifyInstance, context: ServerContext, definition: ResourceDefinition) {
  app.post(`/${definition.endpoint}/import`, { bodyLimit: maxImportBodyBytes }, async (request) => {
    refuseQuery(request);
    const { rows } = parseBody(importSchema, jsonBody(request));
    // The versions' rule: a change names the version it is based on (docs/versions.md).
    const unversioned = rows.findIndex((row) => row.id !== undefined && row.version === undefined);
    if (unversioned !== -1) {
      throw new HttpError(
        428,
        `Say which version of each ${definition.label.one.toLowerCase()} a row changes: "version" beside "id" (row ${unversioned}).`,
      );
    }
    const userId = signedInUser(request).id;
    const outcomes = await context.db.transaction((tx) => importBatch(tx, context.definitions, definition, rows, userId));
    return { data: outcomes };
  });
}

export async function registerImportRoutes(app: FastifyInstance, context: ServerContext) {
  for (const definition of context.definitions) registerImport(app, context, definition);
}
