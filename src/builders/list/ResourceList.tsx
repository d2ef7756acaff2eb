/**
 * The list view of a resource, built from its definition: pages loaded while scrolling (react-admin's
 * InfiniteList over the dataProvider's `links.next`), a search box and the definition's filters,
 * sorting on the columns the definition allows, a click (or the name's link) to edit, the number of
 * items where the API gives it, a skeleton while the first page loads, the empty state with a
 * create action, bulk delete after a confirmation, and search, filters, sort and scroll position
 * kept across a visit to an item.
 */
import { useMemo, type ComponentType } from 'react';
import { BulkDeleteButton, DataTable, DataTableBody, InfiniteList, useTranslate, type DataTableBodyProps } from 'react-admin';
import { fieldBySource, type ResourceDefinition } from '../../../resources/definition';
import { FieldValue } from '../fields/FieldValue';
import { EditLink } from './EditLink';
import { ListActions } from './ListActions';
import { listFilters } from './listFilters';
import { ListRow } from './ListRow';
import { ListScrollPosition } from './ListScrollPosition';
import { ListSkeleton } from './ListSkeleton';

/** The API's own page size (api.md). */
const pageSize = 25;

const ListBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={ListRow} />;

/** The column that names the item links to it: the record's representation, or the first column. */
const linkedColumn = (definition: ResourceDefinition) =>
  definition.list.columns.includes(definition.recordRepresentation) ? definition.recordRepresentation : definition.list.columns[0];

export function buildList(definition: ResourceDefinition): ComponentType {
  const { name, list } = definition;
  const linked = linkedColumn(definition);

  function ResourceList() {
    const translate = useTranslate();
    const filters = useMemo(() => listFilters(definition, translate('ra.action.search')), [translate]);
    return (
      <InfiniteList
        sort={list.defaultSort}
        perPage={pageSize}
        filters={filters}
        actions={<ListActions />}
        exporter={false}
      >
        <ListScrollPosition />
        <ListSkeleton columns={list.columns.length}>
          <DataTable
            body={ListBody}
            bulkActionButtons={
              <BulkDeleteButton
                mutationMode="pessimistic"
                confirmTitle={`resources.${name}.message.bulk_delete_title`}
                confirmContent={`resources.${name}.message.bulk_delete_content`}
              />
            }
          >
            {list.columns.map((source) => {
              const field = fieldBySource(definition, source);
              const value = <FieldValue definition={definition} field={field} />;
              return (
                <DataTable.Col key={source} source={source} disableSort={!list.sortable.includes(source)}>
                  {source === linked && field.kind !== 'media' ? <EditLink>{value}</EditLink> : value}
                </DataTable.Col>
              );
            })}
          </DataTable>
        </ListSkeleton>
      </InfiniteList>
    );
  }
  return ResourceList;
}
