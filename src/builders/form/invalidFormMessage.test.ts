import { gadgets } from '../testing/gadgets.test-support';
import { testI18nProvider } from '../testing/TestAdmin.test-support';
import { errorPlaces, invalidFormMessage } from './invalidFormMessage';

const required = { message: 'validation.required', args: {} };
const translate = testI18nProvider([gadgets]).translate;

describe('a save the form stopped', () => {
  it('names each field in error in the form order, and the languages of a text per language', () => {
    const errors = { weight: required, summary: { nl: required, fr: required }, title: { nl: required }, photo: required };
    const places = errorPlaces(gadgets, errors);
    expect(places).toEqual([
      { label: 'Title', languages: ['nl'] },
      { label: 'Summary', languages: ['fr', 'nl'] },
      { label: 'Weight', languages: [] },
      { label: 'Photo', languages: [] },
    ]);
    expect(invalidFormMessage(places, translate)).toBe('Not saved: check Title (Dutch), Summary (French, Dutch), Weight, Photo.');
  });

  it('says the stock words when no field is named (an error of the whole form)', () => {
    expect(invalidFormMessage(errorPlaces(gadgets, { root: { message: 'x' } }), translate)).toBe(
      'The form is not valid. Please check for errors',
    );
  });
});
