/**
 * The list's page header: the screen's title as its heading with the saved views, the column
 * chooser, the number of items and the actions on one line, and below it the search and filters on
 * one line (the filter bar fits at 1280 px), each filter box as wide as the value it shows. It
 * takes the place of react-admin's toolbar, which puts filters and actions side by side and wraps
 * them onto a second row. On a phone the search stands alone with a "Filters" button that says how
 * many filters are on and opens the others, one under the other; the actions are in a menu
 * (ListActions). It sees the list's context only as the pages leave it (SteadyListContext): a page
 * that arrives does not re-render the filters.
 */
import { useState, type ReactNode } from 'react';
import FilterList from '@mui/icons-material/FilterList';
import { Box, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useGetResourceLabel, useListContext, useResourceContext, useTranslate } from 'react-admin';
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

/** On a phone: the search the width of the screen, the other filters under it only while opened, each as wide. */
const phoneFilterStyle = {
  flex: 1,
  minWidth: 0,
  '& form': { flexDirection: 'column', alignItems: 'stretch', minHeight: 0 },
  '& form > *, & .MuiFormControl-root': { width: '100%', maxWidth: 'none', my: 0, mr: 0 },
  '&[data-closed] form > :not(:has(input[name=q]))': { display: 'none' },
};

/** The filters set, the search apart: what the phone's Filters button counts. */
function useActiveFilterCount(): number {
  const { filterValues } = useListContext();
  return Object.entries(filterValues ?? {}).filter(([key, value]) => key !== 'q' && value !== undefined && value !== null && value !== '')
    .length;
}

function PhoneFilters({ filters }: { filters: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const active = useActiveFilterCount();
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Box sx={phoneFilterStyle} data-closed={open ? undefined : true} id="list-filters">
        {filters}
      </Box>
      <Button
        variant={active > 0 ? 'contained' : 'outlined'}
        startIcon={<FilterList />}
        aria-expanded={open}
        aria-controls="list-filters"
        onClick={() => setOpen(!open)}
        sx={{ mt: 1, flexShrink: 0, minHeight: 40 }}
      >
        {active > 0 ? translate('builders.list.filters_on', { count: active }) : translate('builders.list.filters')}
      </Button>
    </Stack>
  );
}

interface ListHeaderProps {
  definition: ResourceDefinition;
  filters: ReactNode;
  columns: string[];
  onColumnsChange: (columns: string[]) => void;
}

export function ListHeader({ definition, filters, columns, onColumnsChange }: ListHeaderProps) {
  const resource = useResourceContext() ?? definition.name;
  const label = useGetResourceLabel()(resource, 2);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <SteadyListContext>
      <Box sx={{ width: '100%', pt: 2 }}>
        {/* Whole pixels (a line of 40, the title's of 32): a fractional height would move a list's kept scroll position by a pixel. */}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, '& > *': { minHeight: 40 } }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1, lineHeight: '32px', display: 'flex', alignItems: 'center' }}>
            {label}
          </Typography>
          <ViewsMenu definition={definition} columns={columns} />
          {/* A phone shows one column, the rows as cards: there is nothing to choose. */}
          {!phone && <ColumnsMenu definition={definition} columns={columns} onChange={onColumnsChange} />}
          <ListActions definition={definition} compact={phone} />
        </Stack>
        {phone ? <PhoneFilters filters={filters} /> : <Box sx={filterBarStyle}>{filters}</Box>}
      </Box>
    </SteadyListContext>
  );
}
