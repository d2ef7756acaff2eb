/**
 * The list's page header: the screen's title as its heading with the saved views, the column
 * chooser, the number of items and the actions on one line, and below it the search and filters on one line (issue 14: the filter bar
 * fits at 1280 px). It takes the place of react-admin's toolbar, which puts filters and actions
 * side by side and wraps them onto a second row. It sees the list's context only as the pages
 * leave it (SteadyListContext): a page that arrives does not re-render the filters.
 */
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useGetResourceLabel, useResourceContext } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { ListActions } from './ListActions';
import { ColumnsMenu } from './ColumnsMenu';
import { ViewsMenu } from './views/ViewsMenu';
import { SteadyListContext } from './SteadyListContext';

/** The filters as compact boxes: a choice as wide as the value it shows (at least 144 px), not a column's share. */
const filterBarStyle = {
  '& form': { flexWrap: 'wrap', alignItems: 'flex-end', minHeight: 0 },
  '& .MuiFormControl-root': { minWidth: 144, maxWidth: 320, width: 'auto', my: 0 },
  '& .MuiFormControl-root:has(input[name=q])': { width: 184 },
  // A typed picker's box follows its value too (the browser's own sizing of a field to its content).
  '& .MuiAutocomplete-input': { fieldSizing: 'content' },
};

interface ListHeaderProps {
  definition: ResourceDefinition;
  filters: ReactNode;
  columns: string[];
  onColumnsChange: (columns: string[]) => void;
}

export function ListHeader({ definition, filters, columns, onColumnsChange }: ListHeaderProps) {
  const resource = useResourceContext() ?? definition.name;
  const label = useGetResourceLabel()(resource, 2);
  return (
    <SteadyListContext>
      <Box sx={{ width: '100%', pt: 2 }}>
        {/* Whole pixels (a line of 40, the title's of 32): a fractional height would move a list's kept scroll position by a pixel. */}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, '& > *': { minHeight: 40 } }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1, lineHeight: '32px', display: 'flex', alignItems: 'center' }}>
            {label}
          </Typography>
          <ViewsMenu definition={definition} columns={columns} />
          <ColumnsMenu definition={definition} columns={columns} onChange={onColumnsChange} />
          <ListActions definition={definition} />
        </Stack>
        <Box sx={filterBarStyle}>{filters}</Box>
      </Box>
    </SteadyListContext>
  );
}
