/**
 * A save button that asks first (the referral form's confirmation modal, docs/spec.md §2). A form with
 * errors is submitted straight away, so its errors show; a valid one waits for the confirmation.
 * Submitting goes through the form itself, so a server's 422 still lands on the fields.
 */
import { useRef, useState } from 'react';
import SaveIcon from '@mui/icons-material/Save';
import { Button } from '@mui/material';
import { Confirm, useFormIsDirty, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

export function SaveWithConfirmationButton() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { trigger } = useFormContext();
  const { isSubmitting } = useFormState();
  // As react-admin's own save button: nothing to save until something changed.
  const isDirty = useFormIsDirty();
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const submit = () => buttonRef.current?.form?.requestSubmit();

  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={isSubmitting || !isDirty}
        onClick={async () => ((await trigger()) ? setOpen(true) : submit())}
      >
        {translate('ra.action.save')}
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
