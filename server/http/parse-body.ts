/** The one way a route reads a JSON body against a zod schema. */
import { z } from 'zod';
import { validationError } from '../errors';
import { refuseUnstorable } from './text';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON body checked by a schema, or a 422 naming each field. A body that is no object at all
 * (absent, a string, a list) is read as an empty one, so its errors still name the fields. Text
 * the database cannot hold, and nesting deeper than any body has, are refused before the schema
 * walks them (a schema's own check may serialise a value, which a deep one overflows).
 */
export function parseBody<Schema extends z.core.$ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const given = isRecord(body) ? body : {};
  refuseUnstorable(given);
  const result = z.safeParse(schema, given);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
