/**
 * The zod schemas of a resource, derived from its definition, so that the admin's forms and the
 * server's validation cannot disagree.
 * - `write`: a create as the API receives it (camelCase keys, references and files as ids).
 * - `update`: the same, every field optional (PUT and bulk PATCH change what they name).
 * - `form`: the admin's form values (files as media objects or new files before upload).
 */
import { z } from 'zod';
import { languages } from './languages';
import { id, requiredText, typeError, url, email } from './validation';
import { isWritable, maxLengthOf, writeKey, type FieldDefinition, type ResourceDefinition } from './definition';

export type Mode = 'write' | 'form';

/**
 * On write, one of the choices. On the form, any value: its inputs offer the choices and the values
 * the record came with, and a value this admin does not know (added on the server later) is kept
 * for the server to judge rather than blocking the save.
 */
const choiceSchema = (choices: readonly { id: string }[], mode: Mode) =>
  mode === 'form'
    ? requiredText()
    : requiredText().pipe(z.enum(choices.map((choice) => choice.id) as [string, ...string[]], { error: 'validation.choice' }));

function textSchema(field: Extract<FieldDefinition, { kind: 'text' }>) {
  const maxLength = maxLengthOf(field);
  switch (field.format) {
    case 'url':
      return url({ maxLength });
    case 'httpsUrl':
      return url({ https: true, maxLength });
    case 'email':
      return email();
    default:
      return requiredText(maxLength);
  }
}

export const translatableSchema = (maxLength?: number) =>
  z.object(Object.fromEntries(languages.map((language) => [language, requiredText(maxLength)])), {
    error: typeError('validation.invalid'),
  });

function numberSchema(field: Extract<FieldDefinition, { kind: 'number' }>) {
  let schema = z.number({ error: typeError('validation.number') });
  if (field.integer) schema = schema.int({ error: 'validation.integer' });
  if (field.min !== undefined) schema = schema.min(field.min, { error: 'validation.minValue' });
  if (field.max !== undefined) schema = schema.max(field.max, { error: 'validation.maxValue' });
  return schema;
}

/**
 * On write, this server's ids (uuids). On the form, an id as the API gave it: another server may
 * number its items (Laravel's auto-increment ids), and the server judges what it receives.
 */
const referenceId = (mode: Mode) =>
  mode === 'form' ? z.union([z.string().min(1), z.number()], { error: typeError('validation.id') }) : id();

/** A file on the form: a stored media object, or a new file picked in the browser. */
const formMediaSchema = z.custom<object>((value) => typeof value === 'object' && value !== null, {
  error: 'validation.required',
});

function valueSchema(field: FieldDefinition, mode: Mode): z.ZodType {
  switch (field.kind) {
    case 'text':
      return textSchema(field);
    case 'translatable':
      return translatableSchema(maxLengthOf(field));
    case 'number':
      return numberSchema(field);
    case 'boolean':
      return z.boolean({ error: typeError('validation.boolean') });
    case 'select':
      return choiceSchema(field.choices, mode);
    case 'multiSelect':
      // A choice given twice is the same choice: folded, not stored twice.
      return z
        .array(choiceSchema(field.choices, mode), { error: typeError('validation.invalid') })
        .min(field.minItems ?? 0, { error: 'validation.required' })
        .transform((values) => [...new Set(values)]);
    case 'reference':
      return referenceId(mode);
    case 'referenceList':
      return z.array(referenceId(mode), { error: typeError('validation.invalid') });
    case 'media':
      return mode === 'form' ? formMediaSchema : id();
    case 'children':
    case 'date':
      throw new Error(`${field.kind} fields are read-only`);
  }
}

/** The key a field takes in the given mode: files stay under their source on the form. */
export const modeKey = (field: FieldDefinition, mode: Mode) =>
  mode === 'form' && field.kind === 'media' ? field.source : writeKey(field);

function fieldSchema(field: FieldDefinition, mode: Mode): z.ZodType {
  const schema = valueSchema(field, mode);
  // What has an empty value (null, false, no items) may be left out; the store fills it in.
  if (field.nullable) return schema.nullable().optional();
  if (field.kind === 'boolean' || field.kind === 'referenceList') return schema.optional();
  return schema;
}

function shape(definition: ResourceDefinition, mode: Mode) {
  return Object.fromEntries(
    definition.fields.filter(isWritable).map((field) => [modeKey(field, mode), fieldSchema(field, mode)]),
  );
}

export interface ResourceSchemas {
  write: z.ZodType<Record<string, unknown>>;
  update: z.ZodType<Record<string, unknown>>;
  form: z.ZodType<Record<string, unknown>>;
}

const cache = new WeakMap<ResourceDefinition, ResourceSchemas>();

export function schemasOf(definition: ResourceDefinition): ResourceSchemas {
  const cached = cache.get(definition);
  if (cached) return cached;
  const refine = definition.refine ?? ((schema: z.ZodObject) => schema);
  const write = z.strictObject(shape(definition, 'write'));
  const schemas: ResourceSchemas = {
    write: refine(write) as z.ZodType<Record<string, unknown>>,
    update: refine(write.partial()) as z.ZodType<Record<string, unknown>>,
    // Form values carry the record's read-only keys too; they pass through unchecked.
    form: refine(z.looseObject(shape(definition, 'form'))) as z.ZodType<Record<string, unknown>>,
  };
  cache.set(definition, schemas);
  return schemas;
}

/** The keys a client may send on write without effect: a record's read-only and read-shape keys. */
export function ignoredOnWrite(definition: ResourceDefinition): Set<string> {
  const ignored = new Set(['id']);
  for (const field of definition.fields) {
    if (!isWritable(field) || writeKey(field) !== field.source) ignored.add(field.source);
    if (field.kind === 'select' && field.displaySource) ignored.add(field.displaySource);
  }
  return ignored;
}
