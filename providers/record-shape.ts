/**
 * An item between the API's shape and the admin's forms (api.md "References on write and on read").
 * On read, references arrive as objects; the record also gets their ids under the write keys
 * (`authorId`, `equipmentIds`), which the forms edit. Files stay under their source on the form
 * (resources/schema.ts, form mode). On write, the record's read-shape and read-only keys are
 * dropped; references go by id under their write key, and a file goes as its media id: a new file
 * (`{rawFile}` as react-admin's file inputs give it) is uploaded first.
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { z } from 'zod';
import { isWritable, writeKey, type MediaField, type ResourceDefinition } from '../resources/definition';
import { ignoredOnWrite } from '../resources/schema';

/** Uploads a new file picked for a media field and answers its media id. */
export type UploadMedia = (field: MediaField, file: Blob) => Promise<Identifier>;

export class ParseError extends Error {
  constructor(definition: ResourceDefinition, cause: z.ZodError) {
    super(`Could not parse ${definition.label.one.toLowerCase()}`, { cause });
    this.name = 'ParseError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An object's id, or the value itself when it is an id already (or null). */
const idOf = (value: unknown): unknown => (isObject(value) && 'id' in value ? value.id : (value ?? null));

export function readRecord(definition: ResourceDefinition, schema: z.ZodType, item: unknown): RaRecord {
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw new ParseError(definition, parsed.error);
  const record = { ...(item as RaRecord) };
  for (const field of definition.fields) {
    if (field.kind === 'reference') record[field.writeSource] = idOf(record[field.source]);
    if (field.kind === 'referenceList') record[field.writeSource] = (record[field.source] as unknown[]).map(idOf);
  }
  return record;
}

const isNewFile = (value: unknown): value is { rawFile: Blob } => isObject(value) && value.rawFile instanceof Blob;

async function mediaId(field: MediaField, value: unknown, upload: UploadMedia): Promise<unknown> {
  return isNewFile(value) ? upload(field, value.rawFile) : idOf(value);
}

export async function writePayload(
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  upload: UploadMedia,
): Promise<Record<string, unknown>> {
  const ignored = ignoredOnWrite(definition);
  const payload = Object.fromEntries(Object.entries(data).filter(([key]) => !ignored.has(key)));
  await Promise.all(
    definition.fields.filter(isWritable).map(async (field) => {
      const key = writeKey(field);
      if (field.kind === 'media') {
        if (field.source in data) payload[key] = await mediaId(field, data[field.source], upload);
        else if (key in data) payload[key] = idOf(data[key]);
      } else if (field.kind === 'reference' || field.kind === 'referenceList') {
        if (!(key in data) && !(field.source in data)) return;
        // The form edits the write key; the read object is the fallback.
        const value = key in data ? data[key] : data[field.source];
        payload[key] = field.kind === 'reference' ? idOf(value) : ((value as unknown[] | null) ?? []).map(idOf);
      }
    }),
  );
  return payload;
}

/**
 * A 422 names a file by its write key (`imageId`); the form shows it on the file's field (`image`).
 */
export function formErrorKeys(definition: ResourceDefinition, errors: Record<string, string>): Record<string, string> {
  const formKey = new Map(
    definition.fields.filter((field) => field.kind === 'media').map((field) => [writeKey(field), field.source]),
  );
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const [head, ...rest] = path.split('.');
      return [[formKey.get(head) ?? head, ...rest].join('.'), message];
    }),
  );
}
