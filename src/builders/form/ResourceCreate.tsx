/** The create view of a resource, built from its definition. */
import type { ComponentType } from 'react';
import { Create } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { useDraftRemoval } from '../../drafts/useDraftRemoval';
import { UploadProgressProvider, useUploadProgressState } from '../media/UploadProgress';
import { formDefaults } from './formDefaults';
import { FormToolbar } from './FormToolbar';
import { useDropErrorToasts } from './useDropErrorToasts';
import { ResourceForm } from './ResourceForm';
import type { FormOptions } from './formOptions';
import { viewAuthLoading } from '../viewAuthLoading';
import { formCard } from '../../theme/formLayout';

export function buildCreate(definition: ResourceDefinition, options: FormOptions = {}): ComponentType {
  const defaultValues = formDefaults(definition);
  function ResourceCreate() {
    const uploads = useUploadProgressState();
    const dropErrorToasts = useDropErrorToasts();
    const removeDraft = useDraftRemoval(definition);
    return (
      <Create
        redirect="list"
        title={`resources.${definition.name}.titles.create`}
        sx={formCard}
        authLoading={viewAuthLoading}
        mutationOptions={{
          meta: { onUploadProgress: uploads.onUploadProgress },
          onSettled: (_data: unknown, error: unknown) => {
            uploads.clear();
            if (error) return;
            dropErrorToasts();
            removeDraft();
          },
        }}
      >
        <UploadProgressProvider progress={uploads.progress}>
          <ResourceForm
            definition={definition}
            view="create"
            defaultValues={defaultValues}
            toolbar={<FormToolbar confirmSave={options.confirmSave} definition={definition} />}
          />
        </UploadProgressProvider>
      </Create>
    );
  }
  return ResourceCreate;
}
