import english from '../locales/en';
import { translatorFor } from './messages';

const renderMessage = translatorFor(english);
const validationMessages = {
  'validation.required': english.validation.required,
  'validation.invalidEmail': english.validation.invalidEmail,
};

describe('the generic messages of docs/spec.md §5', () => {
  it('has Required, is required, are required and Invalid email', () => {
    expect(validationMessages['validation.required']).toBe('Required');
    expect(renderMessage({ message: 'validation.isRequired', args: { field: 'Name' } })).toBe('Name is required');
    expect(renderMessage({ message: 'validation.areRequired', args: { field: 'Types' } })).toBe('Types are required');
    expect(validationMessages['validation.invalidEmail']).toBe('Invalid email');
  });

  it('renders length bounds for strings, numbers and lists', () => {
    expect(renderMessage({ message: 'validation.minLength', args: { min: 8 } })).toBe('Must be 8 characters at least');
    expect(renderMessage({ message: 'validation.maxValue', args: { max: 100 } })).toBe('Must be 100 or less');
    expect(renderMessage({ message: 'validation.minItems', args: { min: 1 } })).toBe('Must have at least 1 items');
  });
});
