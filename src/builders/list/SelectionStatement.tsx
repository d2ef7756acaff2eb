/**
 * The bulk bar's one statement of what is selected ("3 exercises selected", or "All 1,234
 * exercises that match are selected"), its one way to widen the selection ("Select all 1,234
 * exercises matching": with the list's total where it has one, "about" where it is an estimate;
 * the exact count comes with the selection, matchingSelection.tsx) and its one way to clear it.
 * While a write by filter runs, what it is doing, in place of all three.
 */
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button, useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { isEstimatedTotal } from '../../../providers/list-total';
import { useMatchingSelection } from './matchingSelection';
import { useCountText } from './useCountText';

const statusStyle = { color: 'text.primary', display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' } as const;

export function SelectionStatement({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const { data, selectedIds, total, meta, hasNextPage, onSelect, onUnselectItems } = useListContext();
  const { matching, selectAllMatching, clear, pending, writing } = useMatchingSelection();
  const items = useCountText(definition.name);

  if (writing !== null) {
    return (
      <Typography role="status" variant="body2" sx={statusStyle}>
        <CircularProgress size={16} aria-hidden />
        {writing}
      </Typography>
    );
  }
  const loaded = data ?? [];
  const moreMatch = hasNextPage || (total !== undefined && total > loaded.length);
  // Every match is loaded: selecting them all needs no count from the server.
  const matchCount = moreMatch ? total : loaded.length;
  const canWiden = matching === null && (moreMatch || selectedIds.length < loaded.length);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', columnGap: 1, flexWrap: 'wrap' }}>
      <Typography role="status" variant="body2" sx={statusStyle}>
        {matching
          ? translate('builders.list.matching.all_selected', { items: items(matching.count) })
          : translate('builders.list.selection.selected', { items: items(selectedIds.length) })}
      </Typography>
      {canWiden && (
        <Button
          label={
            matchCount === undefined
              ? translate('builders.list.matching.select_all_unknown')
              : translate('builders.list.matching.select_all', { items: items(matchCount, moreMatch && isEstimatedTotal(meta)) })
          }
          disabled={pending}
          onClick={(event) => {
            event.stopPropagation();
            if (moreMatch) void selectAllMatching();
            else onSelect(loaded.map((record) => record.id));
          }}
        />
      )}
      <Button
        label={translate('builders.list.matching.clear')}
        onClick={(event) => {
          event.stopPropagation();
          clear();
          onUnselectItems();
        }}
      />
    </Stack>
  );
}
