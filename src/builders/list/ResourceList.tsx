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
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, InfiniteList, ListClasses, useListContext, useTranslate } from 'react-admin';
import { fieldBySource, type ResourceDefinition } from '../../../resources/definition';
import { hasTranslations } from '../../../resources/kinds/translatable';
import { screenKindOf } from '../../kinds';
import { isEstimatedTotal } from '../../../providers/list-total';
import { FieldValue } from '../fields/FieldValue';
import { representationSources } from '../recordRepresentation';
import { MatchingSelectionProvider } from './matchingSelection';
import { SelectionBar } from './SelectionBar';
import { SteadyListContext } from './SteadyListContext';
import { DebouncedFilterForm } from './DebouncedFilterForm';
import { EditLink } from './EditLink';
import { ListHeader } from './ListHeader';
import { useListColumns } from './useListColumns';
import { TranslationCoverageCell } from '../coverage/TranslationCoverageCell';
import { ListColumn } from './ListColumn';
import { ListEmpty } from './ListEmpty';
import { listFilters } from './listFilters';
import { ListScrollPosition } from './ListScrollPosition';
import { ListSkeleton } from './ListSkeleton';
import { NextPageLoader } from './NextPageLoader';
import { pagesAsOne } from './pagesAsOne';
import { PhoneRowCard, phoneDetailSources } from './PhoneRowCard';
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
 * again the joined page, when a new page leaves the rows before it as they were.
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

function ListTable({ children, selectionBar }: { children: ReactNode; selectionBar: ReactNode }) {
  return (
    // bulkActionButtons only says that rows are selectable: the bar is selectionBar.
    <DataTable
      body={VirtualListBody}
      empty={<ListEmpty />}
      bulkActionButtons
      bulkActionsToolbar={selectionBar}
      aria-rowcount={useTableRowCount()}
      sx={listTableStyle}
    >
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
    // A phone shows each row as a card: its name, and a line of its values under it.
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const phoneDetails = phoneDetailSources(definition, columns);
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
        // No rows: the list's header stays, and the table's place says why (ListEmpty).
        empty={false}
        exporter={false}
        sx={listStyle}
      >
        <LiveListProvider definition={definition}>
          <ListScrollPosition />
          <ListSkeleton definition={definition} columns={phone ? 1 : columns.length + (hasTranslations(definition) ? 1 : 0)}>
            <ListTable
              selectionBar={
                <SteadyListContext followsSelection>
                  <MatchingSelectionProvider>
                    <SelectionBar definition={definition} />
                  </MatchingSelectionProvider>
                </SteadyListContext>
              }
            >
              {phone ? (
                <ListColumn source={linked} disableSort={!list.sortable.includes(linked)}>
                  <PhoneRowCard definition={definition} details={phoneDetails} />
                </ListColumn>
              ) : (
                columns.map((source) => {
                  const field = fieldBySource(definition, source);
                  const value = <FieldValue definition={definition} field={field} />;
                  return (
                    <ListColumn key={source} source={source} disableSort={!list.sortable.includes(source)}>
                      {source === linked && !screenKindOf(field).unlinked ? <EditLink>{value}</EditLink> : value}
                    </ListColumn>
                  );
                })
              )}
              {!phone && hasTranslations(definition) && (
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
