/**
 * The fuzz suite's generators: bad values of every kind, and bodies derived from the resource
 * definitions that are certain to be invalid (one field made wrong, an unknown key, no object at
 * all), besides valid bodies holding the longest and strangest texts a field allows.
 */
import fc from 'fast-check';
import { isWritable, snakeCase, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { kindOf, writeKey } from '../../resources/kinds';
import { ignoredOnWrite } from '../../resources/schema';
import { serverKindOf, type KindExamples, type KnownIds } from '../kinds';

export type { KnownIds } from '../kinds';

/** Characters that grow when normalized, mark-only text, emoji (surrogate pairs) and right-to-left text. */
const awkwardCharacters = ['ﷺ', '\u0301', '😀', 'ß', 'İ', 'ﬃ', '\u202e', 'x', ' ', '-', 'e\u0301', '㍻'];

/** A text from past what a B-tree index entry holds (about 2.7 KB) up to past the 1 MB body limit. */
export const hugeText = fc
  .tuple(fc.constantFrom(...awkwardCharacters), fc.constantFrom(2_700, 3_000, 10_001, 200_000, 1_100_000))
  .map(([character, length]) => character.repeat(Math.ceil(length / character.length)));

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => `a${String.fromCharCode(unit)}b`);
const withNul = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);

/** Any text, including the ones no database column can hold. */
export const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: withNul },
  { weight: 1, arbitrary: loneSurrogate },
);

/** A value nested far deeper than any body is. */
export const deeplyNested = fc.tuple(fc.integer({ min: 17, max: 400 }), fc.boolean()).map(([depth, asList]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = asList ? [value] : { a: value };
  return value;
});

/** Any JSON value, weighted towards strange texts and deep nesting. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  anyText,
  deeplyNested,
  fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}),
);

/** The examples of a writable field's kind (its server module's `examples`). */
function examplesOf(field: FieldDefinition): KindExamples<FieldDefinition> {
  const { examples } = serverKindOf(field);
  if (!examples) throw new Error(`${field.kind} fields are not written`);
  return examples;
}

/**
 * Values a write of the field must refuse: any value its kind's schema refuses (of the wrong type,
 * too long, out of its choices), text no column can hold, and the kind's own examples of wrong
 * values of its type.
 */
function wrongValue(field: FieldDefinition): fc.Arbitrary<unknown> {
  const schema = kindOf(field).writeSchema(field, 'write');
  const refused = anyValue.filter((value) => !(field.nullable && value === null) && !schema.safeParse(value).success);
  const invalid = examplesOf(field).invalid(field);
  return fc.oneof(refused, withNul, loneSurrogate, ...(invalid.length > 0 ? [fc.constantFrom(...invalid)] : []));
}

/** The smallest valid body of a resource (wire keys), referring to the known ids. */
export function validBody(definition: ResourceDefinition, ids: KnownIds): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of definition.fields.filter(isWritable)) {
    if (field.nullable) continue;
    const value = examplesOf(field).valid(field, ids);
    if (value !== undefined) body[snakeCase(writeKey(field))] = value;
  }
  return body;
}

const writableFields = (definition: ResourceDefinition) => definition.fields.filter(isWritable);

/** A write body of the resource that is certainly invalid: one field wrong, an unknown key, or no object at all. */
export function invalidBody(definition: ResourceDefinition, ids: KnownIds): fc.Arbitrary<unknown> {
  const known = new Set([
    ...writableFields(definition).map((field) => snakeCase(writeKey(field))),
    ...[...ignoredOnWrite(definition)].map(snakeCase),
  ]);
  const oneFieldWrong = fc
    .constantFrom(...writableFields(definition))
    .chain((field) => wrongValue(field).map((value) => ({ ...validBody(definition, ids), [snakeCase(writeKey(field))]: value })));
  const unknownKey = fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !known.has(key) && key !== '__proto__'),
      anyValue,
    )
    .map(([key, value]) => ({ ...validBody(definition, ids), [key]: value }));
  const notAnObject = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }).filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
    deeplyNested,
  );
  return fc.oneof({ weight: 4, arbitrary: oneFieldWrong }, { weight: 1, arbitrary: unknownKey }, { weight: 1, arbitrary: notAnObject });
}

/** A valid body whose texts are as long as their fields allow, of characters that grow when normalized. */
export function extremeValidBody(definition: ResourceDefinition, ids: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  return fc.constantFrom(...awkwardCharacters.filter((character) => character.trim())).map((character) => {
    const body = validBody(definition, ids);
    for (const field of writableFields(definition)) {
      const longest = examplesOf(field).longest?.(field, character);
      if (longest !== undefined) body[snakeCase(writeKey(field))] = longest;
    }
    return body;
  });
}

/** A JSON body as sent: mostly well-formed, sometimes cut short, or with bytes that are not UTF-8. */
export const encodedBody = (body: fc.Arbitrary<unknown>): fc.Arbitrary<string | Uint8Array> =>
  fc.tuple(body, fc.constantFrom('json', 'json', 'json', 'cut', 'invalid-utf8')).map(([value, encoding]) => {
    const json = JSON.stringify(value) ?? 'null';
    if (encoding === 'cut') return json.slice(0, Math.max(1, Math.floor(json.length / 2)));
    if (encoding === 'invalid-utf8') {
      // Invalid bytes inside a body that is invalid anyway, so whatever the parser makes of them is refused.
      const bytes = Buffer.from(json, 'utf8');
      return new Uint8Array(
        Buffer.concat([
          bytes.subarray(0, Math.floor(bytes.length / 2)),
          Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
          bytes.subarray(Math.floor(bytes.length / 2)),
        ]),
      );
    }
    return json;
  });

/** Content types a client may claim, right and wrong. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/xml',
      '*/*',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  },
);

/** A query string of the list's parameters, unknown ones and strange values (kept under the URL's size limit). */
export function listQuery(definition: ResourceDefinition): fc.Arbitrary<string> {
  const names = [
    'search',
    'ids[]',
    'column',
    'direction',
    'per_page',
    'page',
    'cursor',
    'format',
    ...definition.filters.map((filter) => filter.param),
  ];
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom('0', '-1', '1e9', 'asc', 'desc', 'name', 'csv', 'json', '%00', '\u0000'),
    fc.constantFrom(...awkwardCharacters).map((character) => character.repeat(Math.floor(3_000 / character.length))),
    // Searches of many words, around and far past the bound on a search's words.
    fc.integer({ min: 20, max: 2_000 }).map((count) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ')),
  );
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) },
  );
  return fc.array(fc.tuple(key, value), { maxLength: 5 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [name, text] of pairs) params.append(name, text.replace(/[\uD800-\uDFFF]/g, '?'));
    return params.toString();
  });
}
