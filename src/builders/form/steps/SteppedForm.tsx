/**
 * A form in routed steps (the exercise's, docs/spec.md §2): one form over every step, so moving between
 * steps never loses what was typed or picked (every step stays mounted, the others hidden); the
 * bare create or edit path leads to the first step; a step indicator that marks the steps with an
 * error; Back and Next; and the toolbar's Save on every step, since an edit often changes one
 * step only. A step is checked when the user leaves it, by any way (moving on is still allowed:
 * the indicator marks it), and each field when it loses the focus. A save that fails, by the
 * form's own checks or by the server's 422, takes the user to the first step holding an error,
 * onto its first field in error.
 */
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { CardContent, Stack, Typography } from '@mui/material';
// The router through react-admin, which names the one it routes with.
import { Form, Navigate, Toolbar, useNavigate, useParams, useSplatPathBase, useTranslate, type ValidateForm } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { FormStep, ResourceDefinition } from '../../../../resources/definition';
import { stepKey } from '../../../i18n/resource-messages';
import { FormFields } from '../FormFields';
import { focusStep, type StepFocus } from './focusStep';
import { StepIndicator } from './StepIndicator';
import { StepShown } from './StepShown';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { StepNavigation } from './StepNavigation';
import { stepAt, stepSplat, type FormView } from './stepPaths';
import { stepFormKeys, stepsWithErrors } from './stepErrors';
import { readableForm } from '../../../theme/formLayout';

export interface SteppedFormProps {
  definition: ResourceDefinition;
  steps: readonly FormStep[];
  view: FormView;
  validate: ValidateForm;
  defaultValues?: Record<string, unknown>;
  toolbar?: ReactElement;
  /** The form's header, above the steps. */
  header?: ReactNode;
  /** Shown above the steps, inside the form (the draft's offer). */
  children?: ReactNode;
}

export function SteppedForm({
  definition,
  steps,
  view,
  validate,
  defaultValues,
  toolbar = <Toolbar />,
  header,
  children,
}: SteppedFormProps) {
  const splat = useParams()['*'] ?? '';
  // The create or edit screen's own path (`/exercises/create`, `/exercises/7`): the form's root,
  // inside which moving does not count as leaving with unsaved changes.
  const formRoot = useSplatPathBase();
  const current = stepAt(steps, view, splat);
  const pathOf = (step: string) => `${formRoot}/${stepSplat(view, step)}`;
  if (!current) return <Navigate to={pathOf(steps[0].name)} replace />;
  return (
    <Form
      validate={validate}
      noValidate
      disableInvalidFormNotification
      mode="onTouched"
      formRootPathname={formRoot}
      defaultValues={defaultValues}
    >
      <UnsavedChangesGuard formRootPathname={formRoot} />
      <Steps definition={definition} steps={steps} view={view} current={current} pathOf={pathOf} header={header}>
        {children}
      </Steps>
      {toolbar}
    </Form>
  );
}

interface StepsProps {
  definition: ResourceDefinition;
  steps: readonly FormStep[];
  view: FormView;
  current: FormStep;
  pathOf: (step: string) => string;
  header: ReactNode;
  children: ReactNode;
}

function Steps({ definition, steps, view, current, pathOf, header, children }: StepsProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const idPrefix = useId();
  const panels = useRef(new Map<string, HTMLElement>());
  const [pendingFocus, setPendingFocus] = useState<{ step: string; focus: StepFocus }>();
  const { errors, submitCount } = useFormState();
  const { trigger } = useFormContext();
  const withErrors = stepsWithErrors(definition, steps, errors);
  const index = steps.indexOf(current);

  // The step just left is checked, however it was left (Next, Back, the indicator, the browser).
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    void trigger(stepFormKeys(definition, shownStep.current));
    shownStep.current = current;
  }, [current, definition, trigger]);

  const open = (step: string, focus: StepFocus) => {
    if (step !== current.name) navigate(pathOf(step));
    setPendingFocus({ step, focus });
  };

  // Each save attempt ends with submitCount one higher and its errors (the form's or the server's) set.
  const handledSubmitCount = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handledSubmitCount.current) return;
    handledSubmitCount.current = submitCount;
    if (withErrors.length > 0) open(withErrors[0], 'firstError');
  });

  useEffect(() => {
    const panel = panels.current.get(current.name);
    if (!pendingFocus || pendingFocus.step !== current.name || !panel) return;
    focusStep(panel, pendingFocus.focus);
    setPendingFocus(undefined);
  }, [pendingFocus, current.name]);

  return (
    <CardContent sx={readableForm}>
      {header}
      {children}
      <StepIndicator resource={definition.name} steps={steps} current={current.name} withErrors={withErrors} pathOf={pathOf} />
      {steps.map((step, stepIndex) => {
        const headingId = `${idPrefix}-${step.name}`;
        // The read-only fields (creation date) show on the edit form's first step.
        const fields = definition.fields.filter((field) => step.sources.includes(field.source) || (stepIndex === 0 && field.readOnly));
        return (
          <Stack
            component="section"
            key={step.name}
            aria-labelledby={headingId}
            ref={(element) => {
              if (element) panels.current.set(step.name, element);
            }}
            style={step === current ? undefined : { display: 'none' }}
            sx={{ alignItems: 'flex-start' }}
          >
            <Typography variant="h6" component="h2" id={headingId} tabIndex={-1} sx={{ mt: 3, mb: 1, outline: 'none' }}>
              {translate(stepKey(definition.name, step.name))}
            </Typography>
            <StepShown.Provider value={step === current}>
              <FormFields definition={definition} fields={fields} showReadOnly={view === 'edit'} />
            </StepShown.Provider>
          </Stack>
        );
      })}
      <StepNavigation previous={steps[index - 1]?.name} next={steps[index + 1]?.name} onGo={(step) => open(step, 'heading')} />
    </CardContent>
  );
}
