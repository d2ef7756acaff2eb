/**
 * The zod schemas of a resource, derived from its definition, so that the admin's forms and the
 * server's validation cannot disagree.
 * - `write`: a create as the API receives it (camelCase keys, references and files as ids).
 * - `update`: the same, every field optional (PUT and bulk PATCH change what they name).
 * - `form`: the admin's form values (files as media objects or new files before upload).
 * - `importWrite`, `importUpdate`: `write` and `update` for an import's dry run, ids as the API
 *   gave them (docs/content-tools.md "Import").
 */
import { z } from 'zod/mini';
import { isWritable, type FieldDefinition, type ResourceDefinition } from './definition';
import { formKey, kindOf, writeKey } from './kinds';
import type { Mode } from './kinds/kind';

export type { Mode } from './kinds/kind';

/** The key a field takes in the given mode: its form key on the form (a file stays under its source), else its write key. */
export const modeKey = (field: FieldDefinition, mode: Mode) => (mode === 'form' ? formKey(field) : writeKey(field));

function fieldSchema(field: FieldDefinition, mode: Mode): z.ZodMiniType {
  const kind = kindOf(field);
  const schema = kind.writeSchema(field, mode);
  // What has an empty value (null, false, no items) may be left out; the store fills it in.
  if (field.nullable) return z.optional(z.nullable(schema));
  if (kind.omittable) return z.optional(schema);
  return schema;
}

function shape(definition: ResourceDefinition, mode: Mode) {
  return Object.fromEntries(definition.fields.filter(isWritable).map((field) => [modeKey(field, mode), fieldSchema(field, mode)]));
}

export interface ResourceSchemas {
  write: z.ZodMiniType<Record<string, unknown>>;
  update: z.ZodMiniType<Record<string, unknown>>;
  form: z.ZodMiniType<Record<string, unknown>>;
  importWrite: z.ZodMiniType<Record<string, unknown>>;
  importUpdate: z.ZodMiniType<Record<string, unknown>>;
}

const cache = new WeakMap<ResourceDefinition, ResourceSchemas>();

export function schemasOf(definition: ResourceDefinition): ResourceSchemas {
  const cached = cache.get(definition);
  if (cached) return cached;
  const refine = definition.refine ?? ((schema: z.ZodMiniObject) => schema);
  const write = z.strictObject(shape(definition, 'write'));
  const imported = z.strictObject(shape(definition, 'import'));
  const schemas: ResourceSchemas = {
    write: refine(write) as z.ZodMiniType<Record<string, unknown>>,
    update: refine(z.partial(write)) as z.ZodMiniType<Record<string, unknown>>,
    // Form values carry the record's read-only keys too; they pass through unchecked.
    form: refine(z.looseObject(shape(definition, 'form'))) as z.ZodMiniType<Record<string, unknown>>,
    importWrite: refine(imported) as z.ZodMiniType<Record<string, unknown>>,
    importUpdate: refine(z.partial(imported)) as z.ZodMiniType<Record<string, unknown>>,
  };
  cache.set(definition, schemas);
  return schemas;
}

/** The keys a client may send on write without effect: a record's read-only and read-shape keys. */
export function ignoredOnWrite(definition: ResourceDefinition): Set<string> {
  const ignored = new Set(['id']);
  for (const field of definition.fields) {
    if (!isWritable(field) || writeKey(field) !== field.source) ignored.add(field.source);
    for (const key of kindOf(field).companionKeys?.(field) ?? []) ignored.add(key);
  }
  return ignored;
}
