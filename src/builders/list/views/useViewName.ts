/**
 * The name box of a saved view, as the save and the manage dialogs show it: required, at most
 * the server's length, and a refusal of the name (empty, taken) said on the box; any other
 * failure of the save is a toast with the server's message.
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isHttpError } from '../../../../providers/http-error';
import { maxViewNameLength } from '../../../../resources/saved-views';
import { errorMessage } from '../../../errors/errorMessage';

export function useViewName(initial: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  return {
    name,
    /** Says on the box that the name is needed, or answers false when there is one. */
    refuseEmpty() {
      if (name.trim() !== '') return false;
      setError(translate('validation.required'));
      return true;
    },
    reportFailure(failure: unknown) {
      const onName = isHttpError(failure) ? failure.fieldErrors.name : undefined;
      if (onName) setError(onName);
      else notify(errorMessage(failure, translate), { type: 'error' });
    },
    fieldProps: {
      required: true,
      label: translate('builders.list.views.name'),
      value: name,
      onChange: (event: { target: { value: string } }) => {
        setName(event.target.value);
        setError(undefined);
      },
      error: error !== undefined,
      helperText: error,
      slotProps: { htmlInput: { maxLength: maxViewNameLength } },
    },
  };
}
