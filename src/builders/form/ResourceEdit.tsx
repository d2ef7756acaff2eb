/**
 * The edit view of a resource, built from its definition. Pessimistic: the form stays until the
 * server has the change, so nothing typed is ever lost to an undo that never comes. A save or
 * delete refused because someone else changed the item meanwhile opens the conflict dialog.
 */
import type { ComponentType } from 'react';
import { Edit, useEditContext } from 'react-admin';
import { ErrorPage } from '../../errors/ErrorPage';
import type { ResourceDefinition } from '../../../resources/definition';
import { useDraftRemoval } from '../../drafts/useDraftRemoval';
import { UploadProgressProvider, useUploadProgressState } from '../media/UploadProgress';
import { FormToolbar } from './FormToolbar';
import { useDropErrorToasts } from './useDropErrorToasts';
import { ResourceForm } from './ResourceForm';
import type { FormOptions } from './formOptions';
import { viewAuthLoading } from '../viewAuthLoading';
import { formCard } from '../../theme/formLayout';
import { NoVersionsNote } from '../versions/NoVersionsNote';
import { SaveConflictDialog, useConflictOnSave } from '../versions/useConflictOnSave';

/**
 * A record that could not be loaded: the error page of its status (Not Found, Server Error, ...)
 * with the server's message, in place of react-admin's toast "Element does not exist" and a move
 * to the list, which says the wrong thing for any failure but a 404.
 */
function RecordLoadError() {
  const { error } = useEditContext();
  return <ErrorPage error={error} />;
}

const keepOnLoadError = () => undefined;

export function buildEdit(definition: ResourceDefinition, options: FormOptions = {}): ComponentType {
  function ResourceEdit() {
    const uploads = useUploadProgressState();
    const dropErrorToasts = useDropErrorToasts();
    const versions = useConflictOnSave();
    const removeDraft = useDraftRemoval(definition);
    // One meta for the read and the save: react-admin puts the saved record in the cache of the read
    // whose meta is the save's (useEditController warns of this). With none on the read, the item
    // opened again would show the version before the save until its reload answered, and a delete
    // or a save from it would be refused as someone else's change (ResourceEdit.test.tsx).
    const meta = { onUploadProgress: uploads.onUploadProgress };
    return (
      <Edit
        mutationMode="pessimistic"
        redirect="list"
        title={`resources.${definition.name}.titles.edit`}
        sx={formCard}
        authLoading={viewAuthLoading}
        queryOptions={{ meta, onError: keepOnLoadError }}
        error={<RecordLoadError />}
        mutationOptions={{
          meta,
          onSettled: (_data: unknown, error: unknown, variables: { id?: unknown } | undefined) => {
            uploads.clear();
            if (error) return;
            dropErrorToasts();
            removeDraft(variables?.id);
          },
          onError: versions.onError,
        }}
      >
        <UploadProgressProvider progress={uploads.progress}>
          <ResourceForm
            definition={definition}
            view="edit"
            toolbar={<FormToolbar confirmSave={options.confirmSave} definition={definition} />}
          />
        </UploadProgressProvider>
        <NoVersionsNote />
        <SaveConflictDialog definition={definition} conflict={versions.conflict} close={versions.close} />
      </Edit>
    );
  }
  return ResourceEdit;
}
