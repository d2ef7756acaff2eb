/**
 * The selection a resource's list shows now: react-admin keeps its search, filters and sort in
 * its store under `<resource>.listParams`; the export asks the server for the same selection.
 */
import { useStore, type SortPayload } from 'react-admin';
import { missingTranslationParam, type ResourceDefinition } from '../../resources/definition';
import { hasTranslations } from '../../resources/kinds/translatable';

export interface ListSelection {
  filter: Record<string, unknown>;
  sort: SortPayload | undefined;
}

interface StoredListParams {
  filter?: Record<string, unknown>;
  sort?: string;
  order?: SortPayload['order'];
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function useListSelection(definition: ResourceDefinition): ListSelection {
  const [params] = useStore<StoredListParams>(`${definition.name}.listParams`, {});
  const filter = params.filter ?? {};
  const sort = params.sort ? { field: params.sort, order: params.order ?? 'ASC' } : undefined;
  return { filter, sort };
}

/** The search text, if any (react-admin's `q`). */
export const searchOf = (selection: ListSelection): string | undefined => {
  const search = selection.filter.q ?? selection.filter.search;
  return isBlank(search) ? undefined : String(search);
};

/** The language of the list's "missing in" filter (`any` or a language), if it is set. */
export const missingLanguageOf = (definition: ResourceDefinition, selection: ListSelection): string | undefined => {
  const missing = selection.filter[missingTranslationParam];
  return hasTranslations(definition) && !isBlank(missing) ? String(missing) : undefined;
};

/** Whether the list narrows its items at all (a sort alone exports everything). */
export const narrowsItems = (definition: ResourceDefinition, selection: ListSelection): boolean =>
  searchOf(selection) !== undefined ||
  missingLanguageOf(definition, selection) !== undefined ||
  definition.filters.some((filter) => !isBlank(selection.filter[filter.param] ?? selection.filter[filter.source]));
