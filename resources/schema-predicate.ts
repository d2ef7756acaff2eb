/**
 * A zod schema's structure as a plain predicate: whether a value passes it, answered without
 * building zod's parsed copy. zod builds that copy (and a result object per key) for every value
 * it checks, valid or not: garbage at every page read, and a list paged to its end reads hundreds
 * of pages (docs/performance.md, "Long tasks").
 *
 * It knows the shapes read schemas are made of (read-schema.ts): objects, arrays, unions,
 * optional and nullable values, strings (with a minimum length), finite numbers, booleans,
 * anything. For a schema holding anything else (a refinement, a transform, an enum) there is no
 * predicate, and zod alone judges. A value the predicate passes is one zod passes; one it fails
 * is judged again by zod, whose issues say what is wrong.
 */
import type { z } from 'zod/mini';

export type Predicate = (value: unknown) => boolean;

interface Definition {
  type: string;
  checks?: readonly { _zod: { def: { check: string; minimum?: number } } }[];
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: readonly z.ZodMiniType[];
  innerType?: z.ZodMiniType;
}

const definitionOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one check a string may carry here: a minimum length. */
function minimumLength(definition: Definition): number | undefined {
  let minimum = 0;
  for (const check of definition.checks ?? []) {
    const { check: name, minimum: length } = check._zod.def;
    if (name !== 'min_length' || typeof length !== 'number') return undefined;
    minimum = Math.max(minimum, length);
  }
  return minimum;
}

/** The schema's predicate, or undefined when it holds a part zod alone can judge. */
function compile(schema: z.ZodMiniType): Predicate | undefined {
  const definition = definitionOf(schema);
  if (definition.type !== 'string' && (definition.checks?.length ?? 0) > 0) return undefined;
  switch (definition.type) {
    case 'unknown':
    case 'any':
      return () => true;
    case 'string': {
      const minimum = minimumLength(definition);
      if (minimum === undefined) return undefined;
      return (value) => typeof value === 'string' && value.length >= minimum;
    }
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'optional':
    case 'nullable': {
      const inner = definition.innerType && compile(definition.innerType);
      if (!inner) return undefined;
      return definition.type === 'optional' ? (value) => value === undefined || inner(value) : (value) => value === null || inner(value);
    }
    case 'array': {
      const element = definition.element && compile(definition.element);
      if (!element) return undefined;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (const item of value) if (!element(item)) return false;
        return true;
      };
    }
    case 'union': {
      const options = (definition.options ?? []).map(compile);
      if (options.length === 0 || options.some((option) => !option)) return undefined;
      const predicates = options as Predicate[];
      return (value) => predicates.some((option) => option(value));
    }
    case 'object': {
      // Keys beyond the shape: kept (looseObject) or dropped (object), never an issue; a strict
      // object's are, and zod judges those.
      const catchall = definition.catchall && definitionOf(definition.catchall).type;
      if (catchall !== undefined && catchall !== 'unknown' && catchall !== 'any') return undefined;
      const keys = Object.keys(definition.shape ?? {});
      const predicates = keys.map((key) => compile(definition.shape![key]));
      if (predicates.some((predicate) => !predicate)) return undefined;
      const checks = predicates as Predicate[];
      return (value) => {
        if (!isObject(value)) return false;
        for (let index = 0; index < keys.length; index++) if (!checks[index](value[keys[index]])) return false;
        return true;
      };
    }
    default:
      return undefined;
  }
}

const compiled = new WeakMap<z.ZodMiniType, Predicate | null>();

/** The predicate of `schema`, compiled once; undefined when zod alone can judge it. */
export function schemaPredicate(schema: z.ZodMiniType): Predicate | undefined {
  let predicate = compiled.get(schema);
  if (predicate === undefined) compiled.set(schema, (predicate = compile(schema) ?? null));
  return predicate ?? undefined;
}
