/**
 * An API answer checked against the shape the admin reads of it: its data, or a `badResponse`
 * error whose cause says what was wrong (an error is never shown as an empty screen).
 */
import { z } from 'zod/mini';
import { HttpError } from './http-error';

/** An answer that wraps one item (Laravel's API resources): `{data: …}`. */
export const itemAnswerSchema = z.object({ data: z.unknown() });

export function parseAnswer<T>(schema: z.ZodMiniType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new HttpError('badResponse', { status: 200, cause: parsed.error });
  return parsed.data;
}
