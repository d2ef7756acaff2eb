/**
 * The create and edit form of a resource: the inputs of its fields (FormFields), on one page or,
 * when the definition lays the form out in steps, in routed steps (SteppedForm); validation from
 * the definition's schema (the browser's own checks are off, so every message is the
 * catalogue's), a warning before unsaved changes are left behind, and a draft of what was typed
 * kept in the browser (FormDraft).
 */
import { useMemo, type ReactElement } from 'react';
import { SimpleForm } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { schemasOf } from '../../../resources/schema';
import { schemaValidator } from '../../forms/schemaValidator';
import { FormDraft } from '../../drafts/FormDraft';
import { readableForm } from '../../theme/formLayout';
import { FormFields } from './FormFields';
import { LiveItem } from '../../live/LiveItem';
import type { FormView } from './steps/stepPaths';
import { SteppedForm } from './steps/SteppedForm';

export interface ResourceFormProps {
  definition: ResourceDefinition;
  /** The edit form also shows what is read-only (creation date, children). */
  view: FormView;
  defaultValues?: Record<string, unknown>;
  toolbar?: ReactElement;
}

export function ResourceForm({ definition, view, defaultValues, toolbar }: ResourceFormProps) {
  const validate = useMemo(() => schemaValidator(schemasOf(definition).form), [definition]);
  const steps = definition.form?.steps;
  if (steps) {
    return (
      <SteppedForm definition={definition} steps={steps} view={view} validate={validate} defaultValues={defaultValues} toolbar={toolbar}>
        <FormDraft definition={definition} />
        {view === 'edit' && <LiveItem definition={definition} />}
      </SteppedForm>
    );
  }
  return (
    <SimpleForm validate={validate} noValidate warnWhenUnsavedChanges defaultValues={defaultValues} toolbar={toolbar} sx={readableForm}>
      <FormDraft definition={definition} />
      {view === 'edit' && <LiveItem definition={definition} />}
      <FormFields definition={definition} fields={definition.fields} showReadOnly={view === 'edit'} />
    </SimpleForm>
  );
}
