/**
 * Save, and on an existing item delete: with the edit view's pessimistic mode react-admin's delete
 * button asks for confirmation, in the words the catalogue derives from the definition.
 */
import { DeleteButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { SaveWithConfirmationButton } from './SaveWithConfirmationButton';

export function FormToolbar({ confirmSave = false }: { confirmSave?: boolean }) {
  const record = useRecordContext();
  return (
    // On the paper rather than react-admin's grey bar, where the red of delete is too faint to read.
    <Toolbar sx={{ justifyContent: 'space-between', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      {confirmSave ? <SaveWithConfirmationButton /> : <SaveButton />}
      {record?.id != null && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}
