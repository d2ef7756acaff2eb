/**
 * The filters of a list the server refused (a 422 naming them, keyed as the list holds them by
 * the dataProvider's listFilterErrors), each with its name and the server's message, and a way to
 * take them away. A filter that no longer fits the server (a bookmark, a saved view, a choice the
 * back end renamed) otherwise leaves a list that no retry can load.
 */
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { isHttpError } from '../../../providers/http-error';
import { listFilterLabel } from './listFilters';

export interface RefusedFilter {
  key: string;
  /** The filter's name as the list shows it. */
  label: string;
  message: string;
}

/** The refused filters, and the way to take them away (ListLoadError's `refused`). */
export interface RefusedFilters {
  filters: readonly RefusedFilter[];
  remove(): void;
}

export function useRefusedFilters(definition: ResourceDefinition): RefusedFilters {
  const translate = useTranslate();
  const { error, filterValues, displayedFilters, setFilters } = useListContext();
  const filters = (filterValues ?? {}) as Record<string, unknown>;
  const errors = isHttpError(error) && error.status === 422 ? error.fieldErrors : {};
  const refused: RefusedFilter[] = Object.entries(errors).flatMap(([key, message]) => {
    const label = listFilterLabel(definition, key);
    return key in filters && label !== undefined ? [{ key, label: translate(label), message }] : [];
  });
  return {
    filters: refused,
    remove: () => {
      const kept = { ...filters };
      for (const { key } of refused) delete kept[key];
      setFilters(kept, displayedFilters);
    },
  };
}
