/**
 * Where the user is in a stepped form: a step per link, in order, the current one announced
 * (`aria-current="step"`), a step whose fields have an error marked with the error icon and the
 * words "Has errors". Any step may be opened at any time: the steps are parts of one form.
 */
import { Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { FormStep } from '../../../../resources/definition';
import { stepKey } from '../../../i18n/resource-messages';

export interface StepIndicatorProps {
  resource: string;
  steps: readonly FormStep[];
  current: string;
  /** The names of the steps holding an error. */
  withErrors: readonly string[];
  /** The path of a step. */
  pathOf: (step: string) => string;
}

/** On a narrow screen the steps scroll inside their own box rather than widening the page. */
const stepperBox = { overflowX: 'auto', paddingBottom: 4 } as const;

export function StepIndicator({ resource, steps, current, withErrors, pathOf }: StepIndicatorProps) {
  const translate = useTranslate();
  const active = steps.findIndex((step) => step.name === current);
  return (
    <nav aria-label={translate('builders.steps.label')} style={stepperBox}>
      {/* Not a list: the connectors between the steps would sit between its items. */}
      <Stepper nonLinear activeStep={active}>
        {steps.map((step, index) => {
          const hasErrors = withErrors.includes(step.name);
          return (
            <Step key={step.name}>
              {/* The button hands its own `optional` to the label it holds, so the words go on the button. */}
              <StepButton
                component={LinkBase}
                to={pathOf(step.name)}
                aria-current={index === active ? 'step' : undefined}
                optional={
                  hasErrors ? (
                    <Typography variant="caption" color="error">
                      {translate('builders.steps.has_errors')}
                    </Typography>
                  ) : undefined
                }
              >
                <StepLabel error={hasErrors}>{translate(stepKey(resource, step.name))}</StepLabel>
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
    </nav>
  );
}
