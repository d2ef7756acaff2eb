/** The shapes route schemas share: an answer's `data` envelope, the error answers, an answer without a body. */
import { z } from 'zod/mini';

/** Every error answer (docs/api.md "Errors"); some carry more keys (OAuth's `error`, a conflict's `current`). */
export const errorSchema = z.looseObject({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});

/** `{data: …}`, the envelope of every answer but a list page's and the session's. */
export const dataOf = <T extends z.core.$ZodType>(schema: T) => z.strictObject({ data: schema });

/** The error answers a route gives (docs/api.md "Errors"), by status. */
export const errorAnswers = (...statuses: number[]): Record<number, typeof errorSchema> =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema]));

/** A 204's (or an empty 200's) body: none. */
export const noBody = z.undefined();

/** `{message}`, a sentence for the user. */
export const messageAnswer = z.strictObject({ message: z.string() });
