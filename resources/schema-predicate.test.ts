import { z } from 'zod/mini';
import { definitions } from '.';
import { readSchemaOf } from './read-schema';
import { schemaPredicate } from './schema-predicate';

type Zod = z.ZodMiniType;
const definitionOf = (schema: Zod) =>
  (
    schema as unknown as {
      _zod: { def: { type: string; shape?: Record<string, Zod>; element?: Zod; options?: Zod[]; innerType?: Zod } };
    }
  )._zod.def;

/** A value that passes `schema`: the first option of a union, one item of an array, every key of an object. */
function validValue(schema: Zod): unknown {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'string':
      return 'text';
    case 'number':
      return 7;
    case 'boolean':
      return true;
    case 'optional':
    case 'nullable':
      return validValue(definition.innerType!);
    case 'array':
      return [validValue(definition.element!)];
    case 'union':
      return validValue(definition.options![0]);
    case 'object':
      return Object.fromEntries(Object.entries(definition.shape!).map(([key, value]) => [key, validValue(value)]));
    default:
      return 'anything';
  }
}

/** Values of every kind, some of which each part of a schema refuses. */
const others: unknown[] = [
  undefined,
  null,
  '',
  'text',
  0,
  -0,
  7,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  [],
  ['text'],
  [7],
  {},
  { id: 7 },
];

/** `value` with the thing at each path in turn replaced by each of `others`, and each key in turn removed. */
function* variants(value: unknown): Generator<unknown> {
  for (const other of others) yield other;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++)
      for (const variant of variants(value[index])) yield value.map((item, at) => (at === index ? variant : item));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const { [key]: _removed, ...without } = value as Record<string, unknown>;
      yield without;
      for (const variant of variants(item)) yield { ...value, [key]: variant };
    }
  }
}

const zodPasses = (schema: Zod, value: unknown) => schema.safeParse(value).success;

describe("a schema's plain predicate", () => {
  it('passes exactly what zod passes, for the shapes read schemas are made of', () => {
    const schemas: Zod[] = [
      z.string(),
      z.string().check(z.minLength(1)),
      z.number(),
      z.boolean(),
      z.unknown(),
      z.nullish(z.string()),
      z.optional(z.number()),
      z.nullable(z.boolean()),
      z.array(z.union([z.string(), z.number()])),
      z.looseObject({ id: z.union([z.string().check(z.minLength(1)), z.number()]), name: z.nullish(z.string()) }),
      z.object({ size: z.number(), tags: z.array(z.string()) }),
    ];
    for (const schema of schemas) {
      expect(schemaPredicate(schema)).toBeDefined();
      for (const value of variants(validValue(schema)))
        expect([value, schemaPredicate(schema)!(value)]).toEqual([value, zodPasses(schema, value)]);
    }
  });

  it('is absent where zod alone can judge: a refinement, an enum, a transform, a strict object', () => {
    expect(schemaPredicate(z.string().check(z.regex(/^a/)))).toBeUndefined();
    expect(schemaPredicate(z.enum(['a', 'b']))).toBeUndefined();
    expect(
      schemaPredicate(
        z.pipe(
          z.string(),
          z.transform((text) => text.length),
        ),
      ),
    ).toBeUndefined();
    expect(schemaPredicate(z.strictObject({ a: z.string() }))).toBeUndefined();
    expect(schemaPredicate(z.looseObject({ a: z.array(z.enum(['x'])) }))).toBeUndefined();
    expect(schemaPredicate(z.number().check(z.minimum(0)))).toBeUndefined();
  });

  it("exists for every resource's read schema and agrees with zod on its items, whatever part is wrong or missing", () => {
    for (const definition of definitions) {
      const schema = readSchemaOf(definition, definitions);
      const passes = schemaPredicate(schema);
      expect([definition.name, passes]).toEqual([definition.name, expect.any(Function)]);
      const item = validValue(schema);
      expect(passes!(item)).toBe(true);
      let checked = 0;
      for (const value of variants(item)) {
        expect([definition.name, value, passes!(value)]).toEqual([definition.name, value, zodPasses(schema, value)]);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(100);
    }
  });
});
