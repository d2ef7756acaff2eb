/**
 * A save button that asks first (the referral form's confirmation modal, docs/spec.md §2), as Save
 * or as "Save and continue editing". A form with errors is submitted straight away, so its errors
 * show; a valid one waits for the confirmation. Either way the save goes through the form, so a
 * server's 422 still lands on the fields.
 */
import { useRef, useState } from 'react';
import SaveIcon from '@mui/icons-material/Save';
import { Button } from '@mui/material';
import { Confirm, setSubmissionErrors, useFormIsDirty, useResourceContext, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import type { ResourceDefinition } from '../../../resources/definition';
import { useContinueEditing } from './useContinueEditing';

export function SaveWithConfirmationButton({ definition, andContinue = false }: { definition: ResourceDefinition; andContinue?: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const form = useFormContext();
  const { save } = useSaveContext();
  const continueEditing = useContinueEditing(definition);
  const { isSubmitting } = useFormState();
  // As react-admin's own save button: nothing to save until something changed.
  const isDirty = useFormIsDirty();
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const submit = () => {
    if (!andContinue) return buttonRef.current?.form?.requestSubmit();
    void form.handleSubmit(async (values: FieldValues) => {
      const errors = await save?.(values, continueEditing);
      if (errors != null) setSubmissionErrors(errors, form.setError);
    })();
  };

  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        variant={andContinue ? 'outlined' : 'contained'}
        startIcon={andContinue ? undefined : <SaveIcon />}
        disabled={isSubmitting || !isDirty}
        onClick={async () => ((await form.trigger()) ? setOpen(true) : submit())}
      >
        {translate(andContinue ? 'builders.form.save_and_continue' : 'ra.action.save')}
      </Button>
      <Confirm
        isOpen={isOpen}
        title={`resources.${resource}.message.save_title`}
        content={`resources.${resource}.message.save_content`}
        onConfirm={() => {
          setOpen(false);
          submit();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
