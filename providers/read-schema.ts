/**
 * The zod schema of an item as the API returns it (after key conversion), derived from its
 * definition: every field by its kind, references as embedded objects, files as media objects
 * (spec §3 "File/media"). The dataProvider checks every item it receives against it (spec §3:
 * "each referral received is checked against a schema"). Objects stay open: the server may add keys.
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

const translatableSchema = z.object(Object.fromEntries(languages.map((language) => [language, z.string()])));

const choiceSchema = (choices: readonly { id: string }[]) => z.enum(choices.map((choice) => choice.id) as [string, ...string[]]);

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
      return choiceSchema(field.choices);
    case 'multiSelect':
      return z.array(choiceSchema(field.choices));
    case 'media':
      return mediaSchema;
    case 'reference':
      return depth > 0 ? z.looseObject({ id: idSchema }) : embeddedSchema(field, definitions);
    case 'referenceList':
    case 'children':
      return z.array(depth > 0 ? z.looseObject({ id: idSchema }) : embeddedSchema(field, definitions));
  }
}

function fieldSchema(field: FieldDefinition, definitions: Definitions, depth: number): z.ZodType {
  const schema = valueSchema(field, definitions, depth);
  return field.nullable ? schema.nullable() : schema;
}

/** `definitions` are where the resources a reference names are found. */
export function readSchemaOf(definition: ResourceDefinition, definitions: Definitions): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = { id: idSchema };
  for (const field of definition.fields) {
    shape[field.source] = fieldSchema(field, definitions, 0);
    if (field.kind === 'select' && field.displaySource) shape[field.displaySource] = field.nullable ? z.string().nullable() : z.string();
  }
  return z.looseObject(shape) as z.ZodType<Record<string, unknown>>;
}
