/**
 * Type guards for the few small records the sign-in screens read (the stored session, the token
 * answer, the current user). zod would say the same, but it would come with the sign-in screen's
 * first paint, whose budget it does not fit (docs/architecture.md, "How the admin loads"); the rest
 * of the admin keeps zod.
 */
export type Guard<T> = (value: unknown) => value is T;
export type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isText: Guard<string> = (value): value is string => typeof value === 'string';
export const isNonEmptyText: Guard<string> = (value): value is string => typeof value === 'string' && value.length > 0;
export const isFiniteNumber: Guard<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);
export const isPositiveNumber: Guard<number> = (value): value is number => isFiniteNumber(value) && value > 0;

export function oneOf<const T extends readonly (string | number)[]>(values: T): Guard<T[number]> {
  return (value): value is T[number] => values.includes(value as T[number]);
}

export function eitherOf<A, B>(first: Guard<A>, second: Guard<B>): Guard<A | B> {
  return (value): value is A | B => first(value) || second(value);
}

/** An object with at least these fields; other fields are kept (read tolerantly, docs/api.md). */
export function objectWith<S extends Record<string, Guard<unknown>>>(fields: S): Guard<{ [K in keyof S]: Guarded<S[K]> }> {
  return (value): value is { [K in keyof S]: Guarded<S[K]> } =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(fields).every(([name, guard]) => guard((value as Record<string, unknown>)[name]));
}
