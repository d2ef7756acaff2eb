/**
 * Views of a resource's own, picked up from its folder: `resources/<name>/views/<view>.tsx`
 * (`list`, `create`, `edit` or `translations`), whose default export replaces the built view.
 * Each is loaded on first use. No resource needs one today; the integrator guide says when to.
 */
import type { ComponentType } from 'react';
import type { ViewLoader } from '../builders/buildResourceModule';
import type { ViewName } from '../builders/resourceViews';

const viewNames: readonly ViewName[] = ['list', 'create', 'edit', 'translations'];

/** `../../resources/sponsors/views/edit.tsx` → `['sponsors', 'edit']`; none for any other path. */
export function ownViewOf(path: string): [resource: string, view: ViewName] | undefined {
  const match = /\/resources\/([^/]+)\/views\/([^/]+)\.tsx$/.exec(path);
  if (!match) return undefined;
  const view = viewNames.find((name) => name === match[2]);
  return view ? [match[1], view] : undefined;
}

/** The own views of every resource, by resource name, from the files found. */
export function ownViewsByResource(files: Record<string, ViewLoader>): Map<string, Partial<Record<ViewName, ViewLoader>>> {
  const byResource = new Map<string, Partial<Record<ViewName, ViewLoader>>>();
  for (const [path, load] of Object.entries(files)) {
    const found = ownViewOf(path);
    if (!found) throw new Error(`${path} is not a view a resource may have (${viewNames.join(', ')})`);
    const [resource, view] = found;
    byResource.set(resource, { ...byResource.get(resource), [view]: load });
  }
  return byResource;
}

export const ownViews = ownViewsByResource(import.meta.glob<{ default: ComponentType }>('../../resources/*/views/*.tsx'));
