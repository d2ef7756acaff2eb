/**
 * The visible columns of a list and their order, as its URL carries them (`columns=name,level`),
 * so that a chosen set of columns is bookmarked, sent and saved in a view like the filters and
 * the sort. Absent or naming nothing known: the definition's columns.
 */
import type { ResourceDefinition } from '../../../resources/definition';

export const columnsParam = 'columns';

/** The columns a `columns` value names, known ones only, each once; undefined when it names none. */
export function parseColumns(definition: ResourceDefinition, value: string | null | undefined): string[] | undefined {
  if (!value) return undefined;
  const known = value.split(',').filter((source) => definition.list.columns.includes(source));
  const columns = [...new Set(known)];
  return columns.length > 0 ? columns : undefined;
}

export const isDefaultColumns = (definition: ResourceDefinition, columns: readonly string[]) =>
  columns.join(',') === definition.list.columns.join(',');

/** A list's query string with its columns set, or removed when they are the definition's own. */
export function withColumns(definition: ResourceDefinition, search: string, columns: readonly string[]): string {
  const params = new URLSearchParams(search);
  if (isDefaultColumns(definition, columns)) params.delete(columnsParam);
  else params.set(columnsParam, columns.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One column moved one place up (-1) or down (+1) among the visible ones. */
export function moveColumn(columns: readonly string[], source: string, step: -1 | 1): string[] {
  const from = columns.indexOf(source);
  const to = from + step;
  if (from < 0 || to < 0 || to >= columns.length) return [...columns];
  const moved = [...columns];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

/**
 * A column shown or hidden: shown, it goes back where the definition puts it among those shown;
 * the last visible column stays.
 */
export function toggleColumn(definition: ResourceDefinition, columns: readonly string[], source: string): string[] {
  if (columns.includes(source)) return columns.length > 1 ? columns.filter((column) => column !== source) : [...columns];
  const order = definition.list.columns;
  const next = [...columns];
  const before = next.findIndex((column) => order.indexOf(column) > order.indexOf(source));
  next.splice(before < 0 ? next.length : before, 0, source);
  return next;
}
