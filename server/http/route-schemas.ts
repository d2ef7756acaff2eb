/**
 * Every route's parts are zod schemas (docs/api.md "The OpenAPI document"). Fastify checks the
 * path's parameters, the body, the query and the headers with them before the handler runs, and a
 * failure is the API's own answer (docs/api.md "Errors"), never Fastify's 400: a body a 422
 * naming each field (`parseBody`), a query a 422 naming each parameter, a path parameter that
 * cannot exist a 404, a missing `If-Match` a 428, each with the message its schema gives.
 *
 * Answers are written by `JSON.stringify`, as without a schema: their schemas document them and
 * the contract test checks the real ones (server/openapi/openapi.test.ts). Parsing each answer
 * with zod again (the library's serializer) would reorder an item's keys, and cost every list
 * page its items' checks.
 */
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod/mini';
import { HttpError, invalidQuery, notFound, unknownParameter } from '../errors';
import { saidOf, type Said } from '../i18n/texts';
import { isUuid } from '../items/ids';
import { parseBody } from './parse-body';

type Schema = z.core.$ZodType;

/** The message a schema gives a failed value: the first issue's. */
const firstMessage = (error: z.core.$ZodError): Said => (error.issues[0] ? saidOf(error.issues[0]) : { message: 'validation.invalid' });

/** A 422 naming each parameter of the query that is unknown or has a value its schema refuses. */
function queryRefusal(error: z.core.$ZodError): HttpError {
  const errors: Record<string, Said[]> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) errors[key] ??= [unknownParameter];
    else errors[issue.path.map(String).join('.')] ??= [saidOf(issue)];
  }
  return new HttpError(422, invalidQuery, errors);
}

const refusals: Record<string, (error: z.core.$ZodError) => HttpError> = {
  querystring: queryRefusal,
  params: (error) => notFound(firstMessage(error)),
  headers: (error) => new HttpError(428, firstMessage(error)),
};

export const validatorCompiler: FastifySchemaCompiler<Schema> = ({ schema, httpPart }) => {
  const refuse = refusals[httpPart ?? ''];
  const ownParse = checkers.get(schema);
  return (data: unknown) => {
    try {
      // A part with its own rule reads the request as it came, as the route read it without a schema.
      if (ownParse) return { value: ownParse(data) };
      if (httpPart === 'body') return { value: parseBody(schema, data) };
      const result = z.safeParse(schema, data ?? {});
      if (!result.success) return { error: refuse(result.error) };
      // The headers stay Node's own: their schema only checks them.
      return httpPart === 'headers' ? {} : { value: result.data };
    } catch (error) {
      // A part checked by the project's own parse (`checkedBy`) refuses with its answer.
      if (error instanceof HttpError) return { error };
      throw error;
    }
  };
};

export const serializerCompiler: FastifySerializerCompiler<Schema> = () => (data) => JSON.stringify(data);

/** The schema each part `checkedBy` made stands for in the document, and the rule that checks it. */
const documented = new WeakMap<Schema, Schema>();
const checkers = new WeakMap<Schema, (value: unknown) => unknown>();

/**
 * A part checked by `parse`, the project's own rule for it (a list's query read whole, a write
 * body turned into a resource's values), documented as `shape`: the schema Fastify runs is the
 * parse, the one the OpenAPI document shows is `shape`.
 */
export function checkedBy<T>(shape: Schema, parse: (value: unknown) => T) {
  const schema = z.pipe(
    z.unknown(),
    z.transform((value) => parse(value)),
  );
  documented.set(schema, shape);
  checkers.set(schema, parse);
  return schema;
}

/** What a route's part stands for in the document. */
export const documentedShape = (schema: unknown): unknown => (schema && documented.get(schema as Schema)) ?? schema;

/** A part that takes nothing: an empty query, say. Anything given is named as unknown. */
export const nothing = z.strictObject({});

/**
 * A path parameter that is an id, lower-cased; one that cannot exist is the 404 of `missing`,
 * thrown from the parse (the validator answers with it) as a schema's message carries no values.
 */
export const idParam = (missing: Said) =>
  z.pipe(
    z.string(),
    z.transform((id: string) => {
      if (!isUuid(id)) throw notFound(missing);
      return id.toLowerCase();
    }),
  );
