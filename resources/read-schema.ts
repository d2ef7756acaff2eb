/**
 * The zod schema of an item as the API returns it (after key conversion), derived from its
 * definition: every field by its kind, references as embedded objects, files as media objects
 * (docs/spec.md §3 "File/media"). The dataProvider checks every item it receives against it (docs/spec.md §3:
 * "each referral received is checked against a schema").
 *
 * It is tolerant where a real server may differ from this admin without the item being wrong:
 * objects stay open (the server may add keys), ids may be strings or numbers, a choice may be a
 * value this admin does not know (the server added it later; it is shown as it came), a nullable
 * or read-only field may be missing, a text map may lack a language. What fails is an item whose
 * shape is not the resource's: no id, a text where a map or list belongs, a reference without id.
 */
import { z } from 'zod/mini';
import type { FieldDefinition, ResourceDefinition } from './definition';
import { embeddedFieldsOf, kindOf } from './kinds';
import { readId } from './kinds/shared-schemas';

type Definitions = readonly ResourceDefinition[];

/** An embedded item of another resource, as `embeddedFieldsOf` says. */
function embeddedSchema(field: { source: string; reference: string; embed?: readonly string[] }, definitions: Definitions): z.ZodMiniType {
  const referenced = definitions.find((definition) => definition.name === field.reference);
  if (!referenced) throw new Error(`${field.source} refers to an unknown resource ${field.reference}`);
  const { fields, withId } = embeddedFieldsOf(referenced, field);
  const shape: Record<string, z.ZodMiniType> = withId ? { id: readId } : {};
  for (const embedded of fields) Object.assign(shape, fieldShape(embedded, definitions, true));
  return z.looseObject(shape);
}

/** The keys of one field in a read item: its own, and any the server adds beside it. */
function fieldShape(field: FieldDefinition, definitions: Definitions, nested: boolean): Record<string, z.ZodMiniType> {
  const kind = kindOf(field);
  const schema = kind.readSchema(field, {
    nested,
    embedded: (related) => embeddedSchema({ source: field.source, ...related }, definitions),
  });
  // What a write may leave out (the store fills it in) may be missing from an item too.
  const value = field.nullable || field.readOnly ? z.nullish(schema) : kind.omittable ? z.optional(schema) : schema;
  const shape: Record<string, z.ZodMiniType> = { [field.source]: value };
  for (const key of kind.companionKeys?.(field) ?? []) shape[key] = z.nullish(z.string());
  return shape;
}

/** `definitions` are where the resources a reference names are found. */
export function readSchemaOf(definition: ResourceDefinition, definitions: Definitions): z.ZodMiniType<Record<string, unknown>> {
  const shape: Record<string, z.ZodMiniType> = { id: readId };
  for (const field of definition.fields) Object.assign(shape, fieldShape(field, definitions, false));
  return z.looseObject(shape) as z.ZodMiniType<Record<string, unknown>>;
}
