import type { z } from 'zod';
import { fieldErrors, type ValidationMessage } from '../../resources/validation';

/**
 * A react-admin form validator from a zod schema of flat fields (spec §5): each failing field gets
 * its catalogue message, shown under its input.
 */
export const schemaValidator =
  (schema: z.ZodType) =>
  (values: Record<string, unknown>): Record<string, ValidationMessage> => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };
