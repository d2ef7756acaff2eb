/**
 * The column chooser of a list (docs/content-tools.md, "Saved views and the column chooser"): each
 * of the definition's columns shown or hidden, and the shown ones moved up or down, by pointer or
 * keyboard. The choice lives in the list's URL (useListColumns), so a bookmark, a sent link and a
 * saved view carry it.
 */
import { useId, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, Popover, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { isDefaultColumns, moveColumn, toggleColumn } from './listColumns';

/**
 * A move button that cannot move now stays focusable (aria-disabled, greyed): moving a column to
 * the end must not drop the keyboard's focus out of the chooser.
 */
const movableStyle = (movable: boolean) => (movable ? {} : { color: 'action.disabled' });

export function ColumnsMenu({
  definition,
  columns,
  onChange,
}: {
  definition: ResourceDefinition;
  columns: string[];
  onChange: (columns: string[]) => void;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const label = (source: string) => translate(`resources.${definition.name}.fields.${source}`);
  // The shown columns in their order, then the hidden ones where the definition puts them.
  const listed = [...columns, ...definition.list.columns.filter((source) => !columns.includes(source))];
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('builders.list.columns.button')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ p: 2, minWidth: 280 }}>
          <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {translate('builders.list.columns.title')}
          </Typography>
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {listed.map((source) => {
              const shown = columns.includes(source);
              const position = columns.indexOf(source);
              return (
                <Stack component="li" key={source} direction="row" sx={{ alignItems: 'center' }}>
                  <FormControlLabel
                    sx={{ flexGrow: 1, mr: 1 }}
                    label={label(source)}
                    control={
                      <Checkbox
                        size="small"
                        checked={shown}
                        disabled={shown && columns.length === 1}
                        onChange={() => onChange(toggleColumn(definition, columns, source))}
                      />
                    }
                  />
                  <IconButton
                    size="small"
                    aria-label={translate('builders.list.columns.move_up', { column: label(source) })}
                    aria-disabled={!shown || position === 0}
                    sx={movableStyle(shown && position > 0)}
                    onClick={() => onChange(moveColumn(columns, source, -1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('builders.list.columns.move_down', { column: label(source) })}
                    aria-disabled={!shown || position === columns.length - 1}
                    sx={movableStyle(shown && position < columns.length - 1)}
                    onClick={() => onChange(moveColumn(columns, source, 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
          <Button
            size="small"
            sx={{ mt: 1 }}
            disabled={isDefaultColumns(definition, columns)}
            onClick={() => onChange([...definition.list.columns])}
          >
            {translate('builders.list.columns.reset')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
