/**
 * zod schemas as JSON Schema (2020-12) for the OpenAPI document, with the keys as they are on
 * the wire: the definitions' schemas speak camelCase, the API snake_case.
 */
import { z } from 'zod';
import { snakeCase } from '../../resources/definition';

export type JsonSchema = Record<string, unknown>;

/** Object keys (`properties`, `required`) in snake_case, all the way down. */
function wireKeys(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(wireKeys);
  if (schema === null || typeof schema !== 'object') return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      result.properties = Object.fromEntries(Object.entries(value).map(([name, property]) => [snakeCase(name), wireKeys(property)]));
    } else if (key === 'required' && Array.isArray(value)) {
      result.required = value.map((name) => snakeCase(String(name)));
    } else result[key] = wireKeys(value);
  }
  return result;
}

/** `io`: `input` for what a client sends (before transforms), `output` for what it reads. */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return wireKeys(json) as JsonSchema;
}
