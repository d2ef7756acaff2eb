/**
 * An item between the API's shape and the admin's forms (docs/api.md "References on write and on read").
 * On read, references arrive as objects; the record also gets their ids under the write keys
 * (`authorId`, `equipmentIds`), which the forms edit. Files stay under their source on the form
 * (resources/schema.ts, form mode). On write, the record's read-shape and read-only keys are
 * dropped; references go by id under their write key, and a file goes as its media id: a new file
 * (`{rawFile}` as react-admin's file inputs give it) is uploaded first.
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { z } from 'zod/mini';
import { couldNotParse, isWritable, type FieldDefinition, type ResourceDefinition } from '../resources/definition';
import { formKey, kindOf, writeKey } from '../resources/kinds';
import { ignoredOnWrite } from '../resources/schema';
import { schemaPredicate } from '../resources/schema-predicate';

/** Uploads a new file picked for a file field and answers its media id. */
export type UploadMedia = (field: FieldDefinition, file: Blob) => Promise<Identifier>;

/** Each thing wrong with an item: where (the path in the item) and what. */
const problemsOf = (error: z.core.$ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'item'}: ${issue.message}`);

/** An item that does not have its resource's shape: `Could not parse <item>` (spec's wording), and what was wrong. */
export class ParseError extends Error {
  readonly problems: string[];
  constructor(definition: ResourceDefinition, cause: z.core.$ZodError) {
    super(couldNotParse(definition), { cause });
    this.name = 'ParseError';
    this.problems = problemsOf(cause);
  }
}

/** Where a list's record stands in for an item that could not be read. */
export const unreadableKey = '@unreadable';

export interface Unreadable {
  message: string;
  problems: string[];
  /** The record carries the item's own id (its edit screen can be opened), not a stand-in. */
  ownId: boolean;
}

/** What was wrong with the item a list record stands in for; none for a record read as it should be. */
export const unreadableOf = (record: unknown): Unreadable | undefined =>
  isObject(record) && isObject(record[unreadableKey]) ? (record[unreadableKey] as unknown as Unreadable) : undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function readRecord(definition: ResourceDefinition, schema: z.ZodMiniType, item: unknown): RaRecord {
  // zod judges only what the plain predicate fails, to say what is wrong: on a valid item it
  // would build a parsed copy that is thrown away (resources/schema-predicate.ts).
  if (!schemaPredicate(schema)?.(item)) {
    const parsed = schema.safeParse(item);
    if (!parsed.success) throw new ParseError(definition, parsed.error);
  }
  return withWriteKeys(definition, { ...(item as RaRecord) });
}

/** The record with each field's form value under its form key too (a reference's id), as the forms edit them. */
function withWriteKeys(definition: ResourceDefinition, record: RaRecord): RaRecord {
  for (const field of definition.fields) {
    const key = formKey(field);
    const { fromRead } = kindOf(field);
    if (key === field.source || !fromRead) continue;
    const value = fromRead(field, record[field.source]);
    if (value !== undefined) record[key] = value;
  }
  return record;
}

/**
 * An item as history kept it (docs/versions.md): read as `readRecord` does, or, when some of its
 * fields do not fit the definition (a required file gone since, a field whose kind changed since),
 * without those fields, so that one past version never hides the others nor keeps a deleted item
 * from being restored. An entry that is not an item at all is still an error.
 */
export function readPastItem(definition: ResourceDefinition, schema: z.ZodMiniType, item: unknown): RaRecord {
  try {
    return readRecord(definition, schema, item);
  } catch (error) {
    if (!(error instanceof ParseError) || !isObject(item)) throw error;
    const { issues } = error.cause as z.core.$ZodError;
    if (issues.some((issue) => issue.path.length === 0 || issue.path[0] === 'id')) throw error;
    const unfit = new Set(issues.map((issue) => issue.path[0]));
    return withWriteKeys(definition, Object.fromEntries(Object.entries(item).filter(([key]) => !unfit.has(key))) as RaRecord);
  }
}

/**
 * An item of a list: read as `readRecord` does, or, when it cannot be, a record that says so and
 * what was wrong, so that one bad item is one marked row and the rest of the list shows. It keeps
 * the item's own id when it has one (its edit screen then says the same), else `fallbackId`.
 */
export function readListItem(definition: ResourceDefinition, schema: z.ZodMiniType, item: unknown, fallbackId: string): RaRecord {
  try {
    return readRecord(definition, schema, item);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    const ownId = isObject(item) && (typeof item.id === 'string' || typeof item.id === 'number') && item.id !== '';
    const unreadable: Unreadable = { message: error.message, problems: error.problems, ownId };
    return { id: ownId ? (item.id as Identifier) : fallbackId, [unreadableKey]: unreadable };
  }
}

/** The item as the API takes it from the form's values: each field as its kind sends it (a new file uploaded first). */
export async function writePayload(
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  upload: UploadMedia,
): Promise<Record<string, unknown>> {
  const ignored = ignoredOnWrite(definition);
  const payload = Object.fromEntries(Object.entries(data).filter(([key]) => !ignored.has(key)));
  await Promise.all(
    definition.fields.filter(isWritable).map(async (field) => {
      const { toWire } = kindOf(field);
      if (!toWire) return;
      const value = await toWire(field, data, { upload: (file) => upload(field, file) });
      if (value !== undefined) payload[writeKey(field)] = value;
    }),
  );
  return payload;
}

/**
 * Where react-hook-form keeps an error of the whole form; react-admin's form says its message in
 * a toast after a failed save.
 */
export const formLevelErrorKey = 'root.serverError';

/**
 * A 422's errors (one message per dotted path, as the server names them) on the form's fields: a
 * file by its write key (`imageId`) goes to its field (`image`), an item of a list
 * (`equipmentIds.1`, `types.0`) to the list's input, a language of a text map (`name.en`) stays
 * on its tab. A path that matches no field of the form is not lost: its `path: message` goes into
 * the form-level error, which the user sees in a toast.
 */
export function formErrorKeys(definition: ResourceDefinition, errors: Record<string, string>): Record<string, string> {
  const fieldByKey = new Map<string, FieldDefinition>();
  for (const field of definition.fields.filter(isWritable)) {
    fieldByKey.set(writeKey(field), field);
    fieldByKey.set(field.source, field);
  }
  const onFields: Record<string, string> = {};
  const unmatched: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const [head, ...rest] = path.split('.');
    const field = fieldByKey.get(head);
    if (!field) {
      unmatched.push(`${path}: ${message}`);
      continue;
    }
    const key = formKey(field);
    const formPath = kindOf(field).wholeValueErrors || rest.length === 0 ? key : [key, ...rest].join('.');
    onFields[formPath] ??= message;
  }
  if (unmatched.length > 0) onFields[formLevelErrorKey] = unmatched.join('; ');
  return onFields;
}
