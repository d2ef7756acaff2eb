/**
 * The named schemas of the OpenAPI document, its components: each served resource's item, write
 * and update bodies and history entry, the media object, the saved view and the error answer.
 * Routes use these very schemas, so that the document names one component where many routes
 * share it. The resources' schemas are the admin's (camelCase); the document writes their keys as
 * the wire has them (wire-keys.ts).
 */
import { z } from 'zod/mini';
import type { ResourceDefinition } from '../../resources/definition';
import { mediaObjectSchema } from '../../resources/kinds/media';
import { readSchemaOf } from '../../resources/read-schema';
import { savedViewStateSchema } from '../../resources/saved-views';
import { schemasOf } from '../../resources/schema';
import { dataOf, errorSchema } from './answers';

/** What the document says of a schema besides its shape: its component's name, a description, an answer's headers. */
export interface SchemaMeta {
  [key: string]: unknown;
  id?: string;
  description?: string;
  headers?: Record<string, { type: string; description: string }>;
}

export type SchemaRegistry = z.core.$ZodRegistry<SchemaMeta>;

export const savedViewSchema = z.strictObject({
  id: z.string(),
  resource: z.string(),
  name: z.string(),
  shared: z.boolean(),
  state: savedViewStateSchema,
  mine: z.boolean(),
  owner_name: z.string(),
  updated_at: z.string(),
});

/** Who made a change, where history knows. */
export const changedBySchema = z.nullable(z.strictObject({ id: z.string(), name: z.string() }));

export interface ResourceSchemas {
  /** An item as the server answers it: its read shape and the version every item carries (docs/versions.md). */
  item: z.ZodMiniType;
  /** A create's body, and an update's (the fields it names). */
  write: z.ZodMiniType;
  update: z.ZodMiniType;
  /** One of the item's kept versions (docs/versions.md). */
  historyEntry: z.ZodMiniType;
  /** An answer of one item, `{data: item}`, with its version as the ETag. */
  sent: z.ZodMiniType;
}

export interface Components {
  registry: SchemaRegistry;
  of(definition: ResourceDefinition): ResourceSchemas;
}

const pascal = (name: string) => name.replace(/(^|[-_])([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

function resourceSchemas(definition: ResourceDefinition, served: readonly ResourceDefinition[], registry: SchemaRegistry): ResourceSchemas {
  const name = pascal(definition.name);
  const read = readSchemaOf(definition, served) as unknown as z.ZodMiniObject;
  const item = z.extend(read, { version: z.int().check(z.minimum(1)) });
  const { write, update } = schemasOf(definition);
  const historyEntry = z.strictObject({
    id: z.string(),
    version: z.int(),
    action: z.enum(['create', 'update', 'delete', 'restore']),
    changed_at: z.string(),
    changed_by: changedBySchema,
    via: z.nullable(z.literal('import')),
    item,
  });
  registry.add(item, { id: `${name}Item` });
  registry.add(write, { id: `${name}Write` });
  registry.add(update, { id: `${name}Update` });
  registry.add(historyEntry, { id: `${name}HistoryEntry` });
  const sent = dataOf(item);
  registry.add(sent, { headers: { ETag: { type: 'string', description: 'The item\'s version, quoted ("3")' } } });
  return { item, write, update, historyEntry, sent };
}

const built = new WeakMap<readonly ResourceDefinition[], Components>();

/** The components of a server serving `served` (made once per list of definitions). */
export function componentsOf(served: readonly ResourceDefinition[]): Components {
  const known = built.get(served);
  if (known) return known;
  const registry: SchemaRegistry = z.registry<SchemaMeta>();
  registry.add(errorSchema, { id: 'Error' });
  registry.add(mediaObjectSchema, { id: 'Media' });
  registry.add(savedViewSchema, { id: 'SavedView' });
  const resources = new Map(served.map((definition) => [definition, resourceSchemas(definition, served, registry)]));
  const components: Components = {
    registry,
    of: (definition) => {
      const schemas = resources.get(definition);
      if (!schemas) throw new Error(`${definition.name} is not served`);
      return schemas;
    },
  };
  built.set(served, components);
  return components;
}
