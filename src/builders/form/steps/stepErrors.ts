/**
 * Which steps of a stepped form hold a field with an error: the form's own validation and a 422's
 * field errors alike are keyed by the fields' form keys (`name`, `video`, `equipmentIds`).
 */
import { fieldBySource, type FormStep, type ResourceDefinition } from '../../../../resources/definition';
import { modeKey } from '../../../../resources/schema';

/** The names of the steps with an error, in the steps' order. `errors` is react-hook-form's (nested) errors object. */
export function stepsWithErrors(definition: ResourceDefinition, steps: readonly FormStep[], errors: Record<string, unknown>): string[] {
  return steps
    .filter((step) => step.sources.some((source) => errors[modeKey(fieldBySource(definition, source), 'form')] != null))
    .map((step) => step.name);
}
