/**
 * Save, and on an existing item delete: with the edit view's pessimistic mode react-admin's delete
 * button asks for confirmation, in the words the catalogue derives from the definition.
 */
import { DeleteButton, SaveButton, Toolbar, useFormIsDirty, useRecordContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceDefinition } from '../../../resources/definition';
import { VersionedDeleteButton } from '../versions/VersionedDeleteButton';
import { SaveWithConfirmationButton } from './SaveWithConfirmationButton';
import { stickySaveBar } from '../../theme/formLayout';

export function FormToolbar({ confirmSave = false, definition }: { confirmSave?: boolean; definition?: ResourceDefinition }) {
  const record = useRecordContext();
  return (
    // On the paper rather than react-admin's grey bar, where the red of delete is too faint to read.
    <Toolbar sx={{ ...stickySaveBar, justifyContent: 'space-between', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      {confirmSave ? <SaveWithConfirmationButton /> : <SaveWhenChanged />}
      {record?.id != null && (definition ? <VersionedDeleteButton definition={definition} /> : <DeleteButton mutationMode="pessimistic" />)}
    </Toolbar>
  );
}

/**
 * react-admin's Save, enabled once something changed even while a field's check runs: a field is
 * checked as it loses the focus, so the press on Save that took the focus away would otherwise
 * meet a button disabled for that check, and nothing would happen.
 */
function SaveWhenChanged() {
  const isDirty = useFormIsDirty();
  const { isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={isDirty && !isSubmitting} />;
}
