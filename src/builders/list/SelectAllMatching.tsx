/**
 * In the bulk bar: once every loaded row is selected and more items match, "Select all 1,234
 * matching" (with the list's total where it has one, "about" where it is an estimate; the exact
 * count comes with the selection); once they are, what is selected and a way to clear it
 * (matchingSelection.tsx); while a write by filter runs, what it is doing, in place of both.
 */
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Button, useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { isEstimatedTotal } from '../../../providers/list-total';
import { useMatchingSelection } from './matchingSelection';
import { useCountText } from './useCountText';

export function SelectAllMatching({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const { data, selectedIds, total, meta, hasNextPage, onUnselectItems } = useListContext();
  const { matching, selectAllMatching, clear, pending, writing } = useMatchingSelection();
  const items = useCountText(definition.name);

  if (writing !== null) {
    return (
      <Typography role="status" variant="body2" sx={{ color: 'text.primary', mx: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        {writing}
      </Typography>
    );
  }
  if (matching) {
    return (
      <>
        <Typography role="status" variant="body2" sx={{ color: 'text.primary', mx: 1 }}>
          {translate('builders.list.matching.all_selected', { items: items(matching.count) })}
        </Typography>
        <Button
          label={translate('builders.list.matching.clear')}
          onClick={(event) => {
            event.stopPropagation();
            clear();
            onUnselectItems();
          }}
        />
      </>
    );
  }
  const loaded = data?.length ?? 0;
  const allLoadedSelected = loaded > 0 && selectedIds.length >= loaded;
  const moreMatch = hasNextPage || (total !== undefined && total > loaded);
  if (!allLoadedSelected || !moreMatch) return null;
  return (
    <Button
      label={
        total === undefined
          ? translate('builders.list.matching.select_all_unknown')
          : translate('builders.list.matching.select_all', { items: items(total, isEstimatedTotal(meta)) })
      }
      disabled={pending}
      onClick={(event) => {
        event.stopPropagation();
        void selectAllMatching();
      }}
    />
  );
}
