import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { loadSignInValidators } from './loadSignInValidators';
import { SignInColumn } from './SignInColumn';
import { SignInFormContext, type FieldErrors, type SignInFormState } from './signInFormContext';
import type { SignInValidatorName } from './signInValidators';

/** What a submit answers: the server's messages by field (a 422), shown under their inputs. */
export type SubmitAnswer = FieldErrors | undefined;

interface SignInFormProps<Values extends { [Name in keyof Values]: string }> {
  defaultValues: Values;
  /** Which of the sign-in schemas checks the values before they are sent (docs/spec.md §5). */
  validator: SignInValidatorName;
  onSubmit: (values: Values) => Promise<SubmitAnswer>;
  children: ReactNode;
}

/**
 * A sign-in screen's form, on React state alone (react-admin's Form and react-hook-form are not
 * loaded before the sign-in screen paints): checked against its schema on submit, the
 * first failing field focused, and checked again on each change after that, each failing field
 * with its catalogue message; the server's field messages after a refused submit. Sent once at a
 * time. When the validators' code cannot be fetched, the server checks alone.
 */
export function SignInForm<Values extends { [Name in keyof Values]: string }>({
  defaultValues,
  validator,
  onSubmit,
  children,
}: SignInFormProps<Values>) {
  const translate = useTranslate();
  const [values, setValues] = useState<Values>(defaultValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const checkedOnce = useRef(false);
  /** Which check is the latest: an older one finishing late must not overwrite it. */
  const checkCount = useRef(0);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const check = async (candidate: Values): Promise<FieldErrors> => {
    const validate = await loadSignInValidators().then(
      (module) => module.signInValidators[validator],
      () => undefined,
    );
    return Object.fromEntries(
      Object.entries(validate?.(candidate) ?? {}).map(([name, failure]) => [
        name,
        'message' in failure ? translate(String(failure.message), failure.args as object) : translate('validation.invalid'),
      ]),
    );
  };

  const recheck = (candidate: Values) => {
    const count = ++checkCount.current;
    void check(candidate).then((found) => {
      if (count === checkCount.current) setErrors(found);
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    checkedOnce.current = true;
    const count = ++checkCount.current;
    setSubmitting(true);
    try {
      const found = await check(values);
      if (count !== checkCount.current) return;
      setErrors(found);
      const firstInvalid = [...inputs.current].find(([name]) => found[name] !== undefined);
      if (firstInvalid) return firstInvalid[1].focus();
      setErrors((await onSubmit(values)) ?? {});
    } finally {
      setSubmitting(false);
    }
  };

  const state = useMemo<SignInFormState>(
    () => ({
      values,
      errors,
      submitting,
      change(name, value) {
        const next = { ...values, [name]: value };
        setValues(next);
        if (checkedOnce.current) recheck(next);
      },
      registerInput(name, input) {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
    }),
    // recheck reads only refs and props that stay the same for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, errors, submitting],
  );

  return (
    <SignInFormContext.Provider value={state}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SignInColumn>{children}</SignInColumn>
      </form>
    </SignInFormContext.Provider>
  );
}
