/**
 * The bulk actions that set a field on the selected items, in one "Change" menu so that the bulk
 * bar fits however many fields a definition lets a bulk update set (its `bulkUpdatable` booleans):
 * "Set Premium to yes", "… to no". On selected rows, each is one request to the API's bulk
 * endpoint (the dataProvider's updateMany), sent at once rather than after react-admin's undo
 * delay; the loaded rows take the new value in place (no refetch of every loaded page), and the
 * items are read afresh when opened (versions/useForgetWrittenItems.ts). On every
 * matching item (matchingSelection.tsx), the count is confirmed first and the write goes by
 * filter, then the list reloads. Either way a toast says what changed and the selection is cleared.
 */
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import EditNote from '@mui/icons-material/EditNote';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { Button, Confirm, useBulkUpdateController, useListContext, useNotify, useTranslate } from 'react-admin';
import { fieldBySource, type ResourceDefinition } from '../../../resources/definition';
import { kindOf } from '../../../resources/kinds';
import { useForgetWrittenItems } from '../versions/useForgetWrittenItems';
import { useWriteByMatch } from './useWriteByMatch';
import { useCountText } from './useCountText';

interface Change {
  source: string;
  value: boolean;
}

export function BulkUpdateButtons({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const menuId = useId();
  const { selectedIds, onUnselectItems } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Change | null>(null);
  const chosen = useRef<Change | null>(null);
  const byMatch = useWriteByMatch();
  const forgetWrittenItems = useForgetWrittenItems(definition.name);

  const changes: Change[] = (definition.bulkUpdatable ?? []).flatMap((source) => {
    const field = fieldBySource(definition, source);
    const values = kindOf(field).bulkValues;
    if (!values) throw new Error(`${definition.name}.${source}: ${field.kind} fields are not set in bulk`);
    return values.map((value) => ({ source, value }));
  });
  const fieldName = (source: string) => translate(`resources.${definition.name}.fields.${source}`);
  const items = useCountText(definition.name);
  const done = ({ source, value }: Change, count: number) =>
    notify(`builders.list.bulk_update.done_${value}`, { type: 'info', messageArgs: { field: fieldName(source), items: items(count) } });

  const { handleUpdate, isPending } = useBulkUpdateController({
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: () => {
        forgetWrittenItems(selectedIds);
        if (chosen.current) done(chosen.current, selectedIds.length);
        onUnselectItems();
      },
    },
  });

  if (changes.length === 0) return null;
  const choose = (change: Change) => {
    setAnchor(null);
    chosen.current = change;
    if (byMatch.matching) setConfirming(change);
    else handleUpdate({ [change.source]: change.value });
  };

  return (
    <>
      <Button
        label={translate('builders.list.bulk_update.menu')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        disabled={isPending || byMatch.pending}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        endIcon={<ArrowDropDown />}
      >
        <EditNote />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {changes.map((change) => (
          <MenuItem key={`${change.source}-${change.value}`} onClick={() => choose(change)}>
            <ListItemIcon>{change.value ? <CheckCircleOutline fontSize="small" /> : <HighlightOff fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`builders.list.bulk_update.set_${change.value}`, { field: fieldName(change.source) })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {byMatch.matching && confirming && (
        <Confirm
          isOpen
          loading={byMatch.pending}
          title={translate('builders.list.bulk_update.confirm_title')}
          content={translate(`builders.list.bulk_update.confirm_${confirming.value}`, {
            field: fieldName(confirming.source),
            items: items(byMatch.matching.count),
          })}
          onConfirm={async () => {
            const change = confirming;
            setConfirming(null);
            const status = translate(`builders.list.bulk_update.running_${change.value}`, {
              field: fieldName(change.source),
              items: items(byMatch.matching!.count),
            });
            const updated = await byMatch.update({ [change.source]: change.value }, status);
            if (updated !== undefined) done(change, updated);
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
