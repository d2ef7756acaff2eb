/**
 * The create and edit form of a resource: the inputs of its fields (FormFields), on one page or,
 * when the definition lays the form out in steps, in routed steps (SteppedForm); validation from
 * the definition's schema, of each field as it loses the focus and of all at a save (the
 * browser's own checks are off, so every message is the catalogue's; a stopped save names what
 * to fix, InvalidFormNotice), a question in the admin's dialog before unsaved
 * changes are left behind (UnsavedChangesGuard), and a draft of what was typed kept in the browser (FormDraft).
 */
import { useMemo, type ReactElement } from 'react';
import { CardContent, Stack } from '@mui/material';
import { Form } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { schemasOf } from '../../../resources/schema';
import { schemaValidator } from '../../forms/schemaValidator';
import { FormDraft } from '../../drafts/FormDraft';
import { readableForm } from '../../theme/formLayout';
import { FormFields } from './FormFields';
import { FormHeader } from './FormHeader';
import { InvalidFormNotice } from './InvalidFormNotice';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { LiveItem } from '../../live/LiveItem';
import { useLanguageTeller } from '../../live/useItemPresence';
import { LanguageToldContext } from '../inputs/languageTold';
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
  const tellLanguage = useLanguageTeller();
  const told = view === 'edit' ? tellLanguage : undefined;
  if (steps) {
    return (
      <LanguageToldContext.Provider value={told}>
        <SteppedForm
          definition={definition}
          steps={steps}
          view={view}
          validate={validate}
          defaultValues={defaultValues}
          toolbar={toolbar}
          header={<FormHeader definition={definition} view={view} />}
        >
          <FormDraft definition={definition} />
          <InvalidFormNotice definition={definition} />
          {view === 'edit' && <LiveItem definition={definition} />}
        </SteppedForm>
      </LanguageToldContext.Provider>
    );
  }
  // react-admin's Form with the layout of its SimpleForm written out: SimpleForm hands every prop
  // it does not know to a DOM element (disableInvalidFormNotification among them).
  return (
    <LanguageToldContext.Provider value={told}>
      <Form validate={validate} noValidate disableInvalidFormNotification mode="onTouched" defaultValues={defaultValues}>
        <CardContent sx={readableForm}>
          <FormHeader definition={definition} view={view} />
          <Stack sx={{ alignItems: 'flex-start' }}>
            <FormDraft definition={definition} />
            {view === 'edit' && <LiveItem definition={definition} />}
            <InvalidFormNotice definition={definition} />
            <UnsavedChangesGuard />
            <FormFields definition={definition} fields={definition.fields} showReadOnly={view === 'edit'} />
          </Stack>
        </CardContent>
        {toolbar}
      </Form>
    </LanguageToldContext.Provider>
  );
}
