import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { TestAdmin } from '../testing/TestAdmin.test-support';
import { ListColumn } from './ListColumn';

function SortedTable() {
  const list = useList({
    data: [
      { id: 1, title: 'Ball', code: 'B', size: 'small' },
      { id: 2, title: 'Kite', code: 'K', size: 'large' },
    ],
    sort: { field: 'title', order: 'ASC' },
  });
  return (
    <ListContextProvider value={list}>
      <DataTable bulkActionButtons={false}>
        <ListColumn source="title" />
        <ListColumn source="code" />
        <ListColumn source="size" disableSort />
      </DataTable>
    </ListContextProvider>
  );
}

const sortOf = () =>
  Object.fromEntries(screen.getAllByRole('columnheader').map((header) => [header.textContent, header.getAttribute('aria-sort')]));

describe('a list column', () => {
  it('says in its header how the list is sorted by it, and only where it can be', async () => {
    render(
      <TestAdmin>
        <ResourceContextProvider value="gadgets">
          <SortedTable />
        </ResourceContextProvider>
      </TestAdmin>,
    );
    expect(await screen.findByText('Kite')).toBeInTheDocument();
    expect(sortOf()).toEqual({ Title: 'ascending', Code: 'none', Size: null });
    await userEvent.click(screen.getByRole('button', { name: /Sort by title/i }));
    expect(sortOf()).toEqual({ Title: 'descending', Code: 'none', Size: null });
    await userEvent.click(screen.getByRole('button', { name: /Sort by code/i }));
    expect(sortOf()).toEqual({ Title: 'none', Code: 'ascending', Size: null });
    // The body's cells say nothing of the sort.
    expect(screen.getAllByRole('cell').filter((cell) => cell.hasAttribute('aria-sort'))).toEqual([]);
  });
});
