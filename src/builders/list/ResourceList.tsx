/**
 * The list view of a resource, built from its definition: pages loaded while scrolling (react-admin's
 * InfiniteList over the dataProvider's `links.next`, asked for by NextPageLoader), a search box and the definition's filters,
 * sorting on the columns the definition allows, a click (or the name's link) to edit, the number of
 * items where the API gives it, a skeleton while the first page loads, the empty state with a
 * create action, bulk delete after a confirmation, bulk updates of the definition's
 * `bulkUpdatable` fields, and search, filters, sort and scroll position kept across a visit to an
 * item. Only the rows in and near view are rendered (VirtualListBody), however many are loaded.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { DataTable, InfiniteList, ListClasses, useListContext, useTranslate } from 'react-admin';
import { fieldBySource, hasTranslations, type ResourceDefinition } from '../../../resources/definition';
import { isEstimatedTotal } from '../../../providers/list-total';
import { FieldValue } from '../fields/FieldValue';
import { representationSources } from '../recordRepresentation';
import { BulkUpdateButtons } from './BulkUpdateButtons';
import { BulkDeleteMatchingButton } from './BulkDeleteMatchingButton';
import { MatchingSelectionProvider } from './matchingSelection';
import { SelectAllMatching } from './SelectAllMatching';
import { SteadyListContext } from './SteadyListContext';
import { DebouncedFilterForm } from './DebouncedFilterForm';
import { EditLink } from './EditLink';
import { ListHeader } from './ListHeader';
import { useListColumns } from './useListColumns';
import { TranslationCoverageCell } from '../coverage/TranslationCoverageCell';
import { ListColumn } from './ListColumn';
import { listFilters } from './listFilters';
import { ListScrollPosition } from './ListScrollPosition';
import { ListSkeleton } from './ListSkeleton';
import { NextPageLoader } from './NextPageLoader';
import { pagesAsOne } from './pagesAsOne';
import { VirtualListBody } from './VirtualListBody';
import { LiveListProvider } from '../../live/useLiveList';
import { listTableStyle } from './listTableStyle';
import { viewAuthLoading } from '../viewAuthLoading';

/** The API's own page size (docs/api.md). */
const pageSize = 25;

/**
 * The list's query: its pages joined once per page that arrives (pagesAsOne). One object, so the
 * join is redone only when the pages change. Without structural sharing: react-query would
 * otherwise compare every loaded row, deeply, with the one before at each page that arrives, and
 * again the joined page, when a new page leaves the rows before it as they were (issue 13).
 */
const listQueryOptions = { select: pagesAsOne, structuralSharing: false };

/** Spec §9: the search (and every filter) applies 300 ms after the last change, on every list. */
const searchDebounceMs = 300;

/**
 * The table's number of rows for assistive technology, since only some are in the DOM: the
 * header and every item where the API counts them, else those loaded, or -1 (unknown) while
 * more pages may come.
 */
function useTableRowCount(): number {
  const { total, meta, data, hasNextPage } = useListContext();
  if (total != null && !isEstimatedTotal(meta)) return total + 1;
  return hasNextPage ? -1 : (data ?? []).length + 1;
}

/** The list as wide as the screen, whatever the table's width (which then scrolls in its box). */
const listStyle = { [`& .${ListClasses.main}`]: { minWidth: 0, overflowX: { xs: 'auto', md: 'visible' } } };

function ListTable({ children, bulkActionButtons }: { children: ReactNode; bulkActionButtons: ReactNode }) {
  return (
    <DataTable body={VirtualListBody} bulkActionButtons={bulkActionButtons} aria-rowcount={useTableRowCount()} sx={listTableStyle}>
      {children}
    </DataTable>
  );
}

/** The column that names the item links to it: the record's representation, or the first column. */
const linkedColumn = (definition: ResourceDefinition) =>
  representationSources(definition).find((source) => definition.list.columns.includes(source)) ?? definition.list.columns[0];

export function buildList(definition: ResourceDefinition): ComponentType {
  const { list } = definition;
  const linked = linkedColumn(definition);

  function ResourceList() {
    const translate = useTranslate();
    const [columns, setColumns] = useListColumns(definition);
    const filters = useMemo(
      () => <DebouncedFilterForm filters={listFilters(definition, translate)} debounce={searchDebounceMs} />,
      [translate],
    );
    return (
      <InfiniteList
        sort={list.defaultSort}
        perPage={pageSize}
        authLoading={viewAuthLoading}
        queryOptions={listQueryOptions}
        debounce={searchDebounceMs}
        actions={<ListHeader definition={definition} filters={filters} columns={columns} onColumnsChange={setColumns} />}
        pagination={<NextPageLoader />}
        exporter={false}
        sx={listStyle}
      >
        <LiveListProvider definition={definition}>
          <ListScrollPosition />
          <ListSkeleton definition={definition} columns={columns.length + (hasTranslations(definition) ? 1 : 0)}>
            <ListTable
              bulkActionButtons={
                <SteadyListContext followsSelection>
                  <MatchingSelectionProvider>
                    <SelectAllMatching definition={definition} />
                    <BulkUpdateButtons definition={definition} />
                    <BulkDeleteMatchingButton definition={definition} />
                  </MatchingSelectionProvider>
                </SteadyListContext>
              }
            >
              {columns.map((source) => {
                const field = fieldBySource(definition, source);
                const value = <FieldValue definition={definition} field={field} />;
                return (
                  <ListColumn key={source} source={source} disableSort={!list.sortable.includes(source)}>
                    {source === linked && field.kind !== 'media' ? <EditLink>{value}</EditLink> : value}
                  </ListColumn>
                );
              })}
              {hasTranslations(definition) && (
                <ListColumn source="translationCoverage" label="builders.coverage.column" disableSort>
                  <TranslationCoverageCell definition={definition} />
                </ListColumn>
              )}
            </ListTable>
          </ListSkeleton>
        </LiveListProvider>
      </InfiniteList>
    );
  }
  return ResourceList;
}
