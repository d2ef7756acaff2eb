/**
 * The dataProvider's methods for saved views of the lists (resources/saved-views.ts): the views
 * the signed-in staff member may apply, and the writes of their own. An API without them (a
 * stock Laravel back end) answers an error, which the admin says as it is.
 */
import { z } from 'zod/mini';
import { savedViewStateSchema, type SavedViewState } from '../resources/saved-views';
import type { HttpClient } from './http-client';
import { parseAnswer } from './parse-answer';

export interface SavedViewChanges {
  name?: string;
  shared?: boolean;
  state?: SavedViewState;
}

export interface SavedViewMethods {
  getSavedViews(resource: string, params?: { signal?: AbortSignal }): Promise<{ data: SavedView[] }>;
  createSavedView(resource: string, params: { name: string; shared: boolean; state: SavedViewState }): Promise<{ data: SavedView }>;
  updateSavedView(id: string, changes: SavedViewChanges): Promise<{ data: SavedView }>;
  deleteSavedView(id: string): Promise<void>;
}

const viewSchema = z.object({
  id: z.coerce.string(),
  resource: z.string(),
  name: z.string(),
  shared: z.boolean(),
  state: savedViewStateSchema,
  mine: z.boolean(),
  ownerName: z.string(),
  updatedAt: z.string(),
});

/** A saved view as the admin reads it (keys in camelCase, as every answer: case.ts). */
export type SavedView = z.infer<typeof viewSchema>;
const oneSchema = z.object({ data: viewSchema });
const manySchema = z.object({ data: z.array(viewSchema) });

const path = 'admin/saved-views';

export const savedViewMethods = (httpClient: HttpClient): SavedViewMethods => ({
  async getSavedViews(resource, { signal } = {}) {
    return parseAnswer(manySchema, await httpClient.request(path, { query: { resource }, signal }));
  },
  async createSavedView(resource, view) {
    return parseAnswer(oneSchema, await httpClient.request(path, { method: 'POST', body: { resource, ...view } }));
  },
  async updateSavedView(id, changes) {
    return parseAnswer(oneSchema, await httpClient.request(`${path}/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }));
  },
  async deleteSavedView(id) {
    await httpClient.request(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
});
