/**
 * The toast of a save that the form's own checks stopped, naming the fields and languages to
 * fix (invalidFormMessage.ts), in place of react-admin's "The form is not valid". A refusal the
 * server explained (`root.serverError`) says the server's words, as react-admin does.
 */
import { useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceDefinition } from '../../../resources/definition';
import { errorPlaces, invalidFormMessage } from './invalidFormMessage';

export function InvalidFormNotice({ definition }: { definition: ResourceDefinition }) {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const translate = useTranslate();
  const handledSubmitCount = useRef(submitCount);
  useEffect(() => {
    // Each save attempt ends with submitCount one higher and its errors set.
    if (submitCount === handledSubmitCount.current) return;
    handledSubmitCount.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const serverError = errors.root?.serverError?.message;
    notify(typeof serverError === 'string' ? serverError : invalidFormMessage(errorPlaces(definition, errors), translate), {
      type: 'error',
    });
  }, [submitCount, errors, notify, translate, definition]);
  return null;
}
