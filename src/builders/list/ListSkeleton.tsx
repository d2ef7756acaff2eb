/**
 * What a list shows while its first page loads: nothing for a second (the top progress bar tells
 * that something loads), then grey rows in the shape of the table. It stands in for react-admin's
 * own skeleton, whose selection checkboxes have no label (a screen reader hears unlabelled
 * checkboxes that select nothing). Rows carry no information, so assistive technology skips them.
 */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Placeholder, useListContext, useTimeout } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { ListLoadError } from './ListLoadError';
import { useRefusedFilters } from './useRefusedFilters';

const skeletonRows = 5;

const cells = (columns: number) =>
  Array.from({ length: columns }, (_, column) => (
    <TableCell key={column}>
      <Placeholder />
    </TableCell>
  ));

function Skeleton({ columns }: { columns: number }) {
  const aSecondHasPassed = useTimeout(1000);
  if (!aSecondHasPassed) return null;
  return (
    <Table size="small" aria-hidden data-testid="list-skeleton">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          {cells(columns)}
        </TableRow>
      </TableHead>
      <TableBody>
        {Array.from({ length: skeletonRows }, (_, row) => (
          <TableRow key={row} sx={{ opacity: 1 / (row + 1) }}>
            <TableCell padding="checkbox" />
            {cells(columns)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * `children` (the list's table) once the list's first page is there; the skeleton until then; and
 * when the first page could not be loaded, that failure with a retry (and the filters the server
 * refused, with a way to take them away), never an empty table.
 */
export function ListSkeleton({ definition, columns, children }: { definition: ResourceDefinition; columns: number; children: ReactNode }) {
  const { isPending, error, data, refetch } = useListContext();
  const refused = useRefusedFilters(definition);
  if (error && !data?.length) return <ListLoadError error={error} page="first" onRetry={() => refetch()} refused={refused} />;
  return isPending ? <Skeleton columns={columns} /> : children;
}
