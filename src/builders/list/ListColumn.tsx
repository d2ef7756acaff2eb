/**
 * A list column whose header says how the list is sorted by it (`aria-sort`: ascending,
 * descending or none), which react-admin's header leaves to the sort arrow alone: a screen reader
 * hears the order, not only the button that changes it.
 */
import { DataTable, useDataTableRenderContext, useDataTableSortContext, type DataTableColumnProps } from 'react-admin';

export function ListColumn(props: DataTableColumnProps) {
  const renderContext = useDataTableRenderContext();
  const sort = useDataTableSortContext();
  if (renderContext !== 'header' || props.disableSort || !sort) return <DataTable.Col {...props} />;
  const order = sort.field !== props.source ? 'none' : sort.order === 'ASC' ? 'ascending' : 'descending';
  return <DataTable.Col {...props} aria-sort={order} />;
}
