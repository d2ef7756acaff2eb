/**
 * Which steps of a stepped form hold a field with an error: the form's own validation and a 422's
 * field errors alike are keyed by the fields' form keys (`name`, `video`, `equipmentIds`).
 */
import { fieldBySource, type FormStep, type ResourceDefinition } from '../../../../resources/definition';
import { modeKey } from '../../../../resources/schema';

/** The form keys of a step's fields, as react-hook-form names them (to check the step). */
export const stepFormKeys = (definition: ResourceDefinition, step: FormStep): string[] =>
  step.sources.map((source) => modeKey(fieldBySource(definition, source), 'form'));

/** The names of the steps with an error, in the steps' order. `errors` is react-hook-form's (nested) errors object. */
export function stepsWithErrors(definition: ResourceDefinition, steps: readonly FormStep[], errors: Record<string, unknown>): string[] {
  return steps.filter((step) => stepFormKeys(definition, step).some((key) => errors[key] != null)).map((step) => step.name);
}
