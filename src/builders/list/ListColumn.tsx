/**
 * A list column. Its header says how the list is sorted by it (`aria-sort`: ascending,
 * descending or none), which react-admin's header leaves to the sort arrow alone: a screen reader
 * hears the order, not only the button that changes it. Its cells are plain table cells styled
 * once for the whole table (ResourceList's `bodyCellStyle`), not react-admin's cell, which reads
 * the hidden columns from the store (the list's columns are chosen by useListColumns instead) and
 * styles each cell anew through MUI's: rows are what a list renders most, at every row that
 * scrolls into view.
 */
import {
  DataTable,
  DataTableClasses,
  useDataTableRenderContext,
  useDataTableSortContext,
  useRecordContext,
  type DataTableColumnProps,
} from 'react-admin';

export function ListColumn(props: DataTableColumnProps) {
  const renderContext = useDataTableRenderContext();
  const sort = useDataTableSortContext();
  const record = useRecordContext();
  if (renderContext === 'data') {
    const { source, children } = props;
    return (
      <td className={`${DataTableClasses.rowCell} column-${source}`}>
        {children ?? (source && record?.[source] != null ? String(record[source]) : null)}
      </td>
    );
  }
  if (renderContext !== 'header' || props.disableSort || !sort) return <DataTable.Col {...props} />;
  const order = sort.field !== props.source ? 'none' : sort.order === 'ASC' ? 'ascending' : 'descending';
  return <DataTable.Col {...props} aria-sort={order} />;
}
