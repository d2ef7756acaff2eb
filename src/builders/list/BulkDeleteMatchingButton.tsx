/**
 * Bulk delete: of the selected rows, react-admin's own button (after its confirmation); of every
 * matching item (matchingSelection.tsx), one request by filter after a confirmation that says
 * how many, then a toast with how many went. Both confirmations say what a delete does in the
 * words of the edit screen's (deleteContentKey).
 */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { BulkDeleteButton, Button, Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { deleteContentKey } from '../../i18n/resource-messages';
import { restorableOnDelete } from '../versions/restorable';
import { useCountText } from './useCountText';
import { useWriteByMatch } from './useWriteByMatch';

export function BulkDeleteMatchingButton({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const byMatch = useWriteByMatch();
  const items = useCountText(definition.name);
  const [confirming, setConfirming] = useState(false);
  const { data } = useListContext();
  const { name } = definition;
  const content = deleteContentKey(name, { bulk: true, restorable: restorableOnDelete(definition, data ?? []) });
  if (!byMatch.matching) {
    return (
      <BulkDeleteButton mutationMode="pessimistic" confirmTitle={`resources.${name}.message.bulk_delete_title`} confirmContent={content} />
    );
  }
  return (
    <>
      <Button
        label={translate('ra.action.delete')}
        color="error"
        disabled={byMatch.pending}
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
      >
        <DeleteOutline />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={byMatch.pending}
        title={translate('builders.list.matching.delete_title', { items: items(byMatch.matching.count) })}
        content={translate(content, { smart_count: byMatch.matching.count })}
        confirmColor="warning"
        onConfirm={async () => {
          setConfirming(false);
          const deleted = await byMatch.remove(translate('builders.list.matching.deleting', { items: items(byMatch.matching!.count) }));
          if (deleted !== undefined) notify('builders.list.matching.deleted', { type: 'info', messageArgs: { items: items(deleted) } });
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
