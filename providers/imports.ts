/**
 * The import call, for APIs with an import endpoint (the reference server; docs/api.md "Import"):
 * a batch of rows, each a new item or a change of one at the version the dry run read, written in
 * one transaction and answered row by row. An API without it (a stock Laravel back end) answers
 * 404 or 405: `importUnsupported` says so, and the admin then writes through the dataProvider's
 * create and update. Apart from the dataProvider, so that only the Import screen's script carries it.
 */
import type { Identifier } from 'ra-core';
import { z } from 'zod/mini';
import type { ResourceDefinition } from '../resources/definition';
import type { HttpClient } from './http-client';
import { isHttpError } from './http-error';
import { parseAnswer } from './parse-answer';
import { writePayload } from './record-shape';

/** One row of an import batch: `data` in the admin's shape (camelCase, references by id under their write keys). */
export interface ImportRowWrite {
  id?: Identifier;
  version?: number;
  data: Record<string, unknown>;
}

const changedBySchema = z.nullable(z.object({ id: z.string(), name: z.string() }));

const outcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['created', 'updated']), id: z.union([z.string(), z.number()]), version: z.number() }),
  z.object({
    status: z.literal('conflict'),
    id: z.union([z.string(), z.number()]),
    version: z.number(),
    changedBy: changedBySchema,
    changedAt: z.nullable(z.string()),
  }),
  z.object({ status: z.literal('refused'), message: z.string(), errors: z.record(z.string(), z.array(z.string())) }),
]);

export type ImportOutcome = z.infer<typeof outcomeSchema>;

const outcomesSchema = z.object({ data: z.array(outcomeSchema) });

/** Writes a batch; answers what became of each row, in order. */
export type ImportRows = (resource: string, params: { rows: ImportRowWrite[]; signal?: AbortSignal }) => Promise<{ data: ImportOutcome[] }>;

/** Whether a failed import call means the API has no import endpoint. */
export const importUnsupported = (error: unknown): boolean => isHttpError(error) && (error.status === 404 || error.status === 405);

/** Rows hold no new file: a value is written as the dry run read it. */
const noUpload = () => Promise.reject(new Error('An import uploads no file'));

export function importRowsThrough(httpClient: HttpClient, definitions: readonly ResourceDefinition[]): ImportRows {
  return async (resource, { rows, signal }) => {
    const definition = definitions.find((candidate) => candidate.name === resource);
    if (!definition) throw new Error(`Unknown resource ${resource}`);
    const body = {
      rows: await Promise.all(
        rows.map(async ({ id, version, data }) => ({
          ...(id === undefined ? {} : { id, version }),
          data: await writePayload(definition, data, noUpload),
        })),
      ),
    };
    const answer = await httpClient.request(`admin/${definition.endpoint}/import`, { method: 'POST', body, signal });
    const outcomes = parseAnswer(outcomesSchema, answer);
    if (outcomes.data.length !== rows.length) throw new Error(`The import answered ${outcomes.data.length} rows of ${rows.length}`);
    return outcomes;
  };
}
