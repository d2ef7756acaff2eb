/**
 * The form's save bar, kept in view at the screen's foot: Cancel (back to the list, asking first
 * when changes would be lost), then "Save and continue editing" beside Save, which returns to the
 * list. Delete is in the form's header (FormHeader), away from Save.
 */
import { Button, Stack } from '@mui/material';
import { LinkBase, SaveButton, Toolbar, useFormIsDirty, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceDefinition } from '../../../resources/definition';
import { SaveWithConfirmationButton } from './SaveWithConfirmationButton';
import { useContinueEditing } from './useContinueEditing';
import { readableForm, stickySaveBar } from '../../theme/formLayout';

export function FormToolbar({ confirmSave = false, definition }: { confirmSave?: boolean; definition: ResourceDefinition }) {
  const translate = useTranslate();
  return (
    // On the paper rather than react-admin's grey bar; its buttons end where the form's fields do.
    <Toolbar disableGutters sx={{ ...stickySaveBar, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ ...readableForm, px: 2, gap: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {/* On a phone the header's way back does it: the two saves keep one line. */}
        <Button component={LinkBase} to={`/${definition.name}`} sx={{ mr: 'auto', display: { xs: 'none', sm: 'inline-flex' } }}>
          {translate('ra.action.cancel')}
        </Button>
        {confirmSave ? (
          <>
            <SaveWithConfirmationButton definition={definition} andContinue />
            <SaveWithConfirmationButton definition={definition} />
          </>
        ) : (
          <>
            <SaveWhenChanged definition={definition} andContinue />
            <SaveWhenChanged definition={definition} />
          </>
        )}
      </Stack>
    </Toolbar>
  );
}

/**
 * react-admin's Save, enabled once something changed even while a field's check runs: a field is
 * checked as it loses the focus, so the press on Save that took the focus away would otherwise
 * meet a button disabled for that check, and nothing would happen.
 */
function SaveWhenChanged({ definition, andContinue = false }: { definition: ResourceDefinition; andContinue?: boolean }) {
  const translate = useTranslate();
  const isDirty = useFormIsDirty();
  const { isSubmitting } = useFormState();
  const continueEditing = useContinueEditing(definition);
  if (!andContinue) return <SaveButton alwaysEnable={isDirty && !isSubmitting} />;
  return (
    <SaveButton
      type="button"
      variant="outlined"
      icon={<></>}
      label={translate('builders.form.save_and_continue')}
      alwaysEnable={isDirty && !isSubmitting}
      mutationOptions={continueEditing}
    />
  );
}
