/**
 * The dataProvider's history methods, for APIs that keep items' history (the reference server;
 * docs/versions.md): an item's versions, restoring one (a versioned write, so it can meet a
 * 409), a resource's recently deleted items, and restoring one. An API without them answers an
 * error (a stock Laravel back end: 404), and the admin then shows no history.
 */
import type { Identifier, RaRecord } from 'ra-core';
import { z } from 'zod/mini';
import type { ResourceDefinition } from '../resources/definition';
import type { HttpClient } from './http-client';
import { itemAnswerSchema, parseAnswer } from './parse-answer';
import { ifMatch, versionOf } from './versions';

export interface HistoryEntry {
  id: Identifier;
  version: number;
  action: 'create' | 'update' | 'delete' | 'restore';
  changedAt: string;
  /** Who made the change; null once their account is deleted. */
  changedBy: { id: string; name: string } | null;
  /** How the change came, where not through the item's own screens: `import`. */
  via?: 'import' | null;
  /** The item as it was at this version, as a record. */
  item: RaRecord;
}

export interface HistoryMethods {
  getVersions(resource: string, params: { id: Identifier; signal?: AbortSignal }): Promise<{ data: HistoryEntry[] }>;
  /** Writes `version`'s content over the item, based on the version `previousData` was read at. */
  restoreVersion(resource: string, params: { id: Identifier; version: number; previousData: RaRecord }): Promise<{ data: RaRecord }>;
  getDeleted(resource: string, params?: { signal?: AbortSignal }): Promise<{ data: HistoryEntry[] }>;
  restoreDeleted(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
}

const entrySchema = z.object({
  id: z.union([z.string(), z.number()]),
  version: z.number(),
  action: z.enum(['create', 'update', 'delete', 'restore']),
  changedAt: z.string(),
  changedBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  via: z.optional(z.nullable(z.enum(['import']))),
  item: z.unknown(),
});
const entriesSchema = z.object({ data: z.array(entrySchema) });

export function historyMethods(
  httpClient: HttpClient,
  definitionOf: (resource: string) => ResourceDefinition,
  read: (definition: ResourceDefinition, item: unknown) => RaRecord,
  /** An entry's item as it was, which may not fit the definition of today (record-shape.ts `readPastItem`). */
  readPast: (definition: ResourceDefinition, item: unknown) => RaRecord,
): HistoryMethods {
  const base = (definition: ResourceDefinition) => `admin/${definition.endpoint}`;
  const entries = (definition: ResourceDefinition, answer: unknown): HistoryEntry[] =>
    parseAnswer(entriesSchema, answer).data.map((entry) => ({ ...entry, item: readPast(definition, entry.item) }));

  return {
    async getVersions(resource, { id, signal }) {
      const definition = definitionOf(resource);
      return {
        data: entries(definition, await httpClient.request(`${base(definition)}/${encodeURIComponent(String(id))}/versions`, { signal })),
      };
    },
    async restoreVersion(resource, { id, version, previousData }) {
      const definition = definitionOf(resource);
      const answer = await httpClient.request(`${base(definition)}/${encodeURIComponent(String(id))}/versions/${version}/restore`, {
        method: 'POST',
        headers: ifMatch(versionOf(previousData)),
      });
      return { data: read(definition, parseAnswer(itemAnswerSchema, answer).data) };
    },
    async getDeleted(resource, { signal } = {}) {
      const definition = definitionOf(resource);
      return { data: entries(definition, await httpClient.request(`${base(definition)}/deleted`, { signal })) };
    },
    async restoreDeleted(resource, { id }) {
      const definition = definitionOf(resource);
      const answer = await httpClient.request(`${base(definition)}/deleted/${encodeURIComponent(String(id))}/restore`, { method: 'POST' });
      return { data: read(definition, parseAnswer(itemAnswerSchema, answer).data) };
    },
  };
}
