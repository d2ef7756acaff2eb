/**
 * The bulk actions that set a field on the selected items, two for each field the definition
 * lets a bulk update set (its `bulkUpdatable` booleans): "Set Premium to yes" and "… to no". Each
 * is one request to the API's bulk endpoint (the dataProvider's updateMany), sent at once rather
 * than after react-admin's undo delay; then a toast says what changed, the loaded rows take the
 * new value in place (no refetch of every loaded page) and the selection is cleared.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { Button, useBulkUpdateController, useListContext, useNotify, useTranslate } from 'react-admin';
import { fieldBySource, type ResourceDefinition } from '../../../resources/definition';

function BulkSetButton({ definition, source, value }: { definition: ResourceDefinition; source: string; value: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const field = translate(`resources.${definition.name}.fields.${source}`);
  const { handleUpdate, isPending } = useBulkUpdateController({
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: () => {
        const items = translate(`resources.${definition.name}.message.count`, { smart_count: selectedIds.length });
        notify(`builders.list.bulk_update.done_${value}`, { type: 'info', messageArgs: { field, items } });
        onUnselectItems();
      },
    },
  });
  return (
    <Button
      label={translate(`builders.list.bulk_update.set_${value}`, { field })}
      onClick={(event) => {
        event.stopPropagation();
        handleUpdate({ [source]: value });
      }}
      disabled={isPending}
    >
      {value ? <CheckCircleOutline /> : <HighlightOff />}
    </Button>
  );
}

export function BulkUpdateButtons({ definition }: { definition: ResourceDefinition }) {
  return (definition.bulkUpdatable ?? []).flatMap((source) => {
    if (fieldBySource(definition, source).kind !== 'boolean') throw new Error(`${definition.name}.${source}: only yes/no fields are set in bulk`);
    return [true, false].map((value) => <BulkSetButton key={`${source}-${value}`} definition={definition} source={source} value={value} />);
  });
}
