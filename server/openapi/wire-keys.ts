/**
 * The document's JSON schemas with their keys as they are on the wire: the resources' zod schemas
 * speak camelCase, as the admin reads items, and the API snake_case (docs/api.md). Every key the
 * server itself names is snake_case already, which this leaves as it is.
 */
import { snakeCase } from '../../resources/definition';

/** Object keys (`properties`, `required`) in snake_case, all the way down. */
export function wireKeys<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(wireKeys) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      result.properties = Object.fromEntries(Object.entries(value).map(([name, property]) => [snakeCase(name), wireKeys(property)]));
    } else if (key === 'required' && Array.isArray(value)) {
      result.required = value.map((name) => snakeCase(String(name)));
    } else result[key] = wireKeys(value);
  }
  return result as T;
}
