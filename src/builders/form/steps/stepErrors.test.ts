import { exercises } from '../../../../resources/exercises/definition';
import { schemasOf } from '../../../../resources/schema';
import { schemaValidator } from '../../../forms/schemaValidator';
import { formDefaults } from '../formDefaults';
import { stepsWithErrors } from './stepErrors';

const steps = exercises.form.steps;
const validate = schemaValidator(schemasOf(exercises).form);

describe('the steps with errors', () => {
  it('are none for a valid form', () => {
    const values = { ...formDefaults(exercises), name: { de: 'a', en: 'a', es: 'a', fr: 'a', nl: 'a', pt: 'a' } };
    const valid = { ...values, description: values.name, types: ['agility'] };
    expect(stepsWithErrors(exercises, steps, validate(valid))).toEqual([]);
  });

  it('are found from the form’s own validation, in the steps’ order', () => {
    // An empty create form: the names, descriptions and types of the details step are missing.
    expect(stepsWithErrors(exercises, steps, validate(formDefaults(exercises)))).toEqual(['details']);
  });

  it('are found by the keys a field is validated under: a file by its field, a reference list by its write key', () => {
    const serverErrors = { video: { message: 'This video cannot be played.' }, injuryIds: { message: 'Unknown injury' } };
    expect(stepsWithErrors(exercises, steps, serverErrors)).toEqual(['video', 'injuries']);
    expect(stepsWithErrors(exercises, steps, { equipmentIds: { message: 'Unknown equipment' }, reps: { message: 'Too few' } })).toEqual([
      'details',
      'equipment',
    ]);
  });

  it('ignore errors of no field (a server error for the whole form)', () => {
    expect(stepsWithErrors(exercises, steps, { root: { serverError: { message: 'Something went wrong' } } })).toEqual([]);
  });
});
