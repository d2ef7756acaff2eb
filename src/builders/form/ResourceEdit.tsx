/**
 * The edit view of a resource, built from its definition. Pessimistic: the form stays until the
 * server has the change, so nothing typed is ever lost to an undo that never comes.
 */
import type { ComponentType } from 'react';
import { Edit } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { UploadProgressProvider, useUploadProgressState } from '../media/UploadProgress';
import { FormToolbar } from './FormToolbar';
import { ResourceForm } from './ResourceForm';
import type { FormOptions } from './formOptions';

export function buildEdit(definition: ResourceDefinition, options: FormOptions = {}): ComponentType {
  function ResourceEdit() {
    const uploads = useUploadProgressState();
    return (
      <Edit
        mutationMode="pessimistic"
        redirect="list"
        mutationOptions={{ meta: { onUploadProgress: uploads.onUploadProgress }, onSettled: uploads.clear }}
      >
        <UploadProgressProvider progress={uploads.progress}>
          <ResourceForm
            definition={definition}
            view="edit"
            toolbar={<FormToolbar confirmSave={options.confirmSave} />}
            imageQuality={options.imageQuality}
          />
        </UploadProgressProvider>
      </Edit>
    );
  }
  return ResourceEdit;
}
