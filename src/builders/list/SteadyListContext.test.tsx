import { render, screen } from '@testing-library/react';
import { memo } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { SteadyListContext } from './SteadyListContext';

const noop = () => undefined;
/** The controller keeps these objects while they do not change; so does the test. */
const noFilters = {};
const byId = { field: 'id', order: 'ASC' } as const;
const noneSelected: number[] = [];
const firstSelected = [1];
const searched = { q: 'rondo' };

/** A list's context as an infinite list gives it, with `pages` pages of two rows loaded. */
function listOf(pages: number, changes: Partial<ListControllerResult> = {}): ListControllerResult {
  return {
    data: Array.from({ length: pages * 2 }, (_, index) => ({ id: index + 1 })),
    total: 100,
    hasNextPage: true,
    isFetching: false,
    isPending: false,
    isLoading: false,
    resource: 'gadgets',
    filterValues: noFilters,
    displayedFilters: noFilters,
    sort: byId,
    selectedIds: noneSelected,
    page: 1,
    perPage: 25,
    setFilters: noop,
    showFilter: noop,
    hideFilter: noop,
    setSort: noop,
    setPage: noop,
    setPerPage: noop,
    onSelect: noop,
    onSelectAll: noop,
    onToggleItem: noop,
    onUnselectItems: noop,
    refetch: noop,
    ...changes,
  } as ListControllerResult;
}

/** Counts its renders, and shows the rows and filters it sees. */
const renders: string[] = [];
const Reader = memo(function Reader() {
  const { data, filterValues } = useListContext();
  renders.push(`${data?.length ?? 0} rows, ${JSON.stringify(filterValues)}`);
  return <p>{`${data?.length ?? 0} rows`}</p>;
});

function renderSteady(followsSelection = false) {
  renders.length = 0;
  const tree = (list: ListControllerResult) => (
    <ListContextProvider value={list}>
      <SteadyListContext followsSelection={followsSelection}>
        <Reader />
      </SteadyListContext>
    </ListContextProvider>
  );
  const view = render(tree(listOf(1)));
  return (list: ListControllerResult) => view.rerender(tree(list));
}

describe('the steady list context', () => {
  it('does not re-render what it holds when only the pages change', () => {
    const update = renderSteady();
    update(listOf(1, { isFetching: true }));
    update(listOf(2, { hasNextPage: true }));
    update(listOf(3, { hasNextPage: false }));
    expect(renders).toEqual(['2 rows, {}']);
  });

  it('passes on every other change, with the rows of that moment', () => {
    const update = renderSteady();
    update(listOf(2));
    update(listOf(2, { filterValues: searched }));
    update(listOf(2, { filterValues: searched, total: 4 }));
    expect(renders).toEqual(['2 rows, {}', '4 rows, {"q":"rondo"}', '4 rows, {"q":"rondo"}']);
    expect(screen.getByText('4 rows')).toBeInTheDocument();
  });

  it('does not pass on a change of the selection', () => {
    const update = renderSteady();
    update(listOf(2, { selectedIds: firstSelected }));
    update(listOf(2, { selectedIds: noneSelected }));
    expect(renders).toEqual(['2 rows, {}']);
  });

  it('with followsSelection, passes on the selection, and follows the pages while rows are selected', () => {
    const update = renderSteady(true);
    update(listOf(2));
    update(listOf(2, { selectedIds: firstSelected }));
    update(listOf(3, { selectedIds: firstSelected }));
    expect(renders).toEqual(['2 rows, {}', '4 rows, {}', '6 rows, {}']);
  });
});
