/**
 * The zod schema of an item as the API returns it (after key conversion), derived from its
 * definition: every field by its kind, references as embedded objects, files as media objects
 * (spec §3 "File/media"). The dataProvider checks every item it receives against it (spec §3:
 * "each referral received is checked against a schema").
 *
 * It is tolerant where a real server may differ from this admin without the item being wrong:
 * objects stay open (the server may add keys), ids may be strings or numbers, a choice may be a
 * value this admin does not know (the server added it later; it is shown as it came), a nullable
 * or read-only field may be missing, a text map may lack a language. What fails is an item whose
 * shape is not the resource's: no id, a text where a map or list belongs, a reference without id.
 */
import { z } from 'zod';
import { languages } from '../resources/languages';
import type { FieldDefinition, ResourceDefinition } from '../resources/definition';

const idSchema = z.union([z.string().min(1), z.number()]);

const mediaSchema = z.looseObject({
  id: idSchema,
  uuid: z.string().nullish(),
  name: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  url: z.string(),
});

const translatableSchema = z.looseObject(Object.fromEntries(languages.map((language) => [language, z.string().nullish()])));

/** Any value of the choice's type: one this admin does not know is shown and kept as it came. */
const choiceSchema = z.union([z.string(), z.number()]);

const isRelation = (field: FieldDefinition) => field.kind === 'reference' || field.kind === 'referenceList' || field.kind === 'children';

/**
 * An embedded item of another resource: the `embed` sources, or else its id and all its own
 * fields but its relations (the server never embeds deeper than one level).
 */
function embeddedSchema(field: Extract<FieldDefinition, { reference: string }>, definitions: Definitions): z.ZodType {
  const referenced = definitions.find((definition) => definition.name === field.reference);
  if (!referenced) throw new Error(`${field.source} refers to an unknown resource ${field.reference}`);
  const fields = field.embed
    ? referenced.fields.filter((embedded) => field.embed!.includes(embedded.source))
    : referenced.fields.filter((embedded) => !isRelation(embedded));
  const shape: Record<string, z.ZodType> = !field.embed || field.embed.includes('id') ? { id: idSchema } : {};
  for (const embedded of fields) shape[embedded.source] = fieldSchema(embedded, definitions, 1);
  return z.looseObject(shape);
}

type Definitions = readonly ResourceDefinition[];

function valueSchema(field: FieldDefinition, definitions: Definitions, depth: number): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'date':
      return z.string();
    case 'translatable':
      return translatableSchema;
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'select':
      return choiceSchema;
    case 'multiSelect':
      return z.array(choiceSchema);
    case 'media':
      return mediaSchema;
    case 'reference':
      return depth > 0 ? z.looseObject({ id: idSchema }) : embeddedSchema(field, definitions);
    case 'referenceList':
    case 'children':
      return z.array(depth > 0 ? z.looseObject({ id: idSchema }) : embeddedSchema(field, definitions));
  }
}

/** What a write may leave out too (the store fills it in), so an item may come without it. */
const mayBeMissing = (field: FieldDefinition) => field.kind === 'boolean' || field.kind === 'referenceList' || field.kind === 'children';

function fieldSchema(field: FieldDefinition, definitions: Definitions, depth: number): z.ZodType {
  const schema = valueSchema(field, definitions, depth);
  return field.nullable || field.readOnly ? schema.nullish() : mayBeMissing(field) ? schema.optional() : schema;
}

/** `definitions` are where the resources a reference names are found. */
export function readSchemaOf(definition: ResourceDefinition, definitions: Definitions): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = { id: idSchema };
  for (const field of definition.fields) {
    shape[field.source] = fieldSchema(field, definitions, 0);
    if (field.kind === 'select' && field.displaySource) shape[field.displaySource] = z.string().nullish();
  }
  return z.looseObject(shape) as z.ZodType<Record<string, unknown>>;
}
