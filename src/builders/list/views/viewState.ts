/**
 * A saved view's state and a list's URL, one from the other: the filters (the search among
 * them, as react-admin's `q`), the sort and the visible columns, in the parameters react-admin's
 * list reads (`filter`, `sort`, `order`) and `columns` (listColumns.ts).
 */
import type { ResourceDefinition } from '../../../../resources/definition';
import type { SavedViewState } from '../../../../resources/saved-views';
import { columnsParam, isDefaultColumns } from '../listColumns';

export function viewStateOf(
  definition: ResourceDefinition,
  list: { filter: Record<string, unknown>; sort: { field: string; order: 'ASC' | 'DESC' }; columns: readonly string[] },
): SavedViewState {
  return {
    filter: list.filter,
    sort: list.sort.field,
    order: list.sort.order,
    ...(isDefaultColumns(definition, list.columns) ? {} : { columns: [...list.columns] }),
  };
}

/** The query string that opens a list in a view's state (the first page, the view's sort or the default). */
export function listSearchOf(definition: ResourceDefinition, state: SavedViewState): string {
  const params = new URLSearchParams();
  params.set('filter', JSON.stringify(state.filter));
  const sort =
    state.sort && definition.list.sortable.includes(state.sort)
      ? { field: state.sort, order: state.order ?? 'ASC' }
      : definition.list.defaultSort;
  params.set('sort', sort.field);
  params.set('order', sort.order);
  params.set('page', '1');
  if (state.columns && !isDefaultColumns(definition, state.columns)) params.set(columnsParam, state.columns.join(','));
  return `?${params.toString()}`;
}
