/**
 * The bulk actions that set a field on the selected items, two for each field the definition
 * lets a bulk update set (its `bulkUpdatable` booleans): "Set Premium to yes" and "… to no". On
 * selected rows, each is one request to the API's bulk endpoint (the dataProvider's updateMany),
 * sent at once rather than after react-admin's undo delay; the loaded rows take the new value in
 * place (no refetch of every loaded page). On every matching item (matchingSelection.tsx), the
 * count is confirmed first and the write goes by filter, then the list reloads. Either way a
 * toast says what changed and the selection is cleared.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { useState } from 'react';
import { Button, Confirm, useBulkUpdateController, useListContext, useNotify, useTranslate } from 'react-admin';
import { fieldBySource, type ResourceDefinition } from '../../../resources/definition';
import { useWriteByMatch } from './useWriteByMatch';

function BulkSetButton({ definition, source, value }: { definition: ResourceDefinition; source: string; value: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const field = translate(`resources.${definition.name}.fields.${source}`);
  const items = (count: number) => translate(`resources.${definition.name}.message.count`, { smart_count: count });
  const done = (count: number) => notify(`builders.list.bulk_update.done_${value}`, { type: 'info', messageArgs: { field, items: items(count) } });
  const { handleUpdate, isPending } = useBulkUpdateController({
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: () => {
        done(selectedIds.length);
        onUnselectItems();
      },
    },
  });
  const byMatch = useWriteByMatch();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        label={translate(`builders.list.bulk_update.set_${value}`, { field })}
        onClick={(event) => {
          event.stopPropagation();
          if (byMatch.matching) setConfirming(true);
          else handleUpdate({ [source]: value });
        }}
        disabled={isPending || byMatch.pending}
      >
        {value ? <CheckCircleOutline /> : <HighlightOff />}
      </Button>
      {byMatch.matching && (
        <Confirm
          isOpen={confirming}
          loading={byMatch.pending}
          title={translate('builders.list.bulk_update.confirm_title')}
          content={translate(`builders.list.bulk_update.confirm_${value}`, { field, items: items(byMatch.matching.count) })}
          onConfirm={async () => {
            setConfirming(false);
            const updated = await byMatch.update({ [source]: value });
            if (updated !== undefined) done(updated);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

export function BulkUpdateButtons({ definition }: { definition: ResourceDefinition }) {
  return (definition.bulkUpdatable ?? []).flatMap((source) => {
    if (fieldBySource(definition, source).kind !== 'boolean') throw new Error(`${definition.name}.${source}: only yes/no fields are set in bulk`);
    return [true, false].map((value) => <BulkSetButton key={`${source}-${value}`} definition={definition} source={source} value={value} />);
  });
}
