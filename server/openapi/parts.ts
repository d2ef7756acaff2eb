/** The pieces every part of the OpenAPI document (document.ts, account-paths.ts) is written with. */
import type { JsonSchema } from './json-schema';

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
