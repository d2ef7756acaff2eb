/**
 * The live parts of an item's edit form (docs/live.md): who else has it open, and a save of it by
 * someone else, said at once with what changed and an offer to take their version into the form
 * through the conflict merge (docs/versions.md) before saving. No lock: anyone may still save.
 */
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useParams, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources/definition';
import { stepAt } from '../builders/form/steps/stepPaths';
import { ConflictDialog } from '../builders/versions/ConflictDialog';
import { usePartLabel } from '../builders/versions/PartValue';
import { changesSince } from '../builders/versions/threeWayMerge';
import { PresenceLine } from './PresenceLine';
import { useOthersAt, useTellPlace } from './useItemPresence';
import { useTheirSaves, type TheirSave } from './useTheirSaves';

function TheirSaveNotice({ definition, save, dismiss }: { definition: ResourceDefinition; save: TheirSave; dismiss: () => void }) {
  const translate = useTranslate();
  const record = useRecordContext() ?? {};
  const form = useFormContext();
  const label = usePartLabel(definition.name);
  const [merging, setMerging] = useState(false);
  const who = save.by?.name;
  if (save.deleted)
    return <Alert severity="warning">{who ? translate('live.deleted_by', { name: who }) : translate('live.deleted_elsewhere')}</Alert>;
  const theirs = save.theirs!;
  const parts = changesSince(definition, record, theirs).map(label);
  const take = (values: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(values)) form.setValue(key, value, { shouldDirty: true });
    setMerging(false);
    dismiss();
  };
  return (
    <Alert
      severity="info"
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setMerging(true)}>
            {translate('live.take_theirs')}
          </Button>
          <Button color="inherit" size="small" onClick={dismiss}>
            {translate('live.keep_mine')}
          </Button>
        </>
      }
    >
      {who ? translate('live.saved_by', { name: who }) : translate('live.changed_since_focus')}
      {parts.length > 0 && <> {translate('live.changed_parts', { parts: parts.join(', ') })}</>}
      {merging && (
        <ConflictDialog
          definition={definition}
          conflict={{ base: record, mine: form.getValues(), theirs, changedBy: save.by, changedAt: save.at }}
          onSave={take}
          // The merge goes into the form, not to the server: the user saves it with the form.
          saveLabel={translate('live.merge_into_form')}
          onClose={() => setMerging(false)}
        />
      )}
    </Alert>
  );
}

/** Inside the edit form, above its fields. */
export function LiveItem({ definition }: { definition: ResourceDefinition }) {
  const record = useRecordContext();
  const splat = useParams()['*'] ?? '';
  const step = definition.form?.steps && stepAt(definition.form.steps, 'edit', splat)?.name;
  const id = record?.id === undefined ? undefined : String(record.id);
  useTellPlace(definition.name, id, step);
  const others = useOthersAt(definition.name, id);
  const { save, dismiss } = useTheirSaves(definition, record);
  return (
    <>
      <PresenceLine resource={definition.name} others={others} />
      {save && <TheirSaveNotice definition={definition} save={save} dismiss={dismiss} />}
    </>
  );
}
