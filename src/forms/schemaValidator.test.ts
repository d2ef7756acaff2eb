import { credentialsSchema } from '../../resources/account';
import { languages } from '../../resources/languages';
import { schemasOf } from '../../resources/schema';
import type { ValidationMessage } from '../../resources/validation';
import { formDefaults } from '../builders/form/formDefaults';
import { gadgets } from '../builders/testing/gadgets.test-support';
import { nestErrors, schemaValidator } from './schemaValidator';
import { translated } from '../../resources/translated.test-support';

const required: ValidationMessage = { message: 'validation.required', args: {} };

describe('a sign-in form validated by its schema', () => {
  const validate = schemaValidator(credentialsSchema);

  it('gives each failing field its message, and nothing once the values are good', () => {
    expect(validate({ email: 'not an e-mail', password: '' })).toEqual({
      email: { message: 'validation.invalidEmail', args: {} },
      password: required,
    });
    expect(validate({ email: 'coach@club.test', password: 'x' })).toEqual({});
  });
});

describe('a resource form validated by its definition’s schema', () => {
  const validate = schemaValidator(schemasOf(gadgets).form);

  it('reports every empty required field of a new form, each language on its own path', () => {
    const errors = validate(formDefaults(gadgets));
    expect(errors.title).toEqual(Object.fromEntries(languages.map((language) => [language, required])));
    expect(errors.code).toEqual(required);
    expect(errors.size).toEqual(required);
    expect(errors.tags).toEqual(required);
    expect(errors.photo).toEqual(required);
    // What may be null or empty is not reported.
    expect(errors).not.toHaveProperty('shopLink');
    expect(errors).not.toHaveProperty('weight');
    expect(errors).not.toHaveProperty('featured');
    expect(errors).not.toHaveProperty('designerId');
    expect(errors).not.toHaveProperty('partIds');
    expect(errors).not.toHaveProperty('clip');
  });

  it('passes a complete form, with the read-only keys of a record left alone', () => {
    const values = {
      ...formDefaults(gadgets),
      title: translated('Cone'),
      summary: translated('A cone'),
      code: 'C-1',
      size: 'small',
      tags: ['indoor'],
      photo: { id: '0b6f1c1e-2f4a-4c7e-9d3b-5a6e7f8a9b0c', url: 'https://cdn.example/cone.jpg' },
      createdAt: '2024-05-01T10:00:00Z',
    };
    expect(validate(values)).toEqual({});
  });

  it('gives the rule of each field its own message', () => {
    const errors = validate({ ...formDefaults(gadgets), shopLink: 'http://shop.example', weight: 0 });
    expect(errors.shopLink).toEqual({ message: 'validation.httpsUrl', args: {} });
    expect(errors.weight).toEqual({ message: 'validation.minValue', args: { min: 1 } });
  });

  it('keeps a choice this admin does not know for the server to judge, but still requires one', () => {
    // A value added on the server later must not block a save of the item it came with.
    expect(validate({ ...formDefaults(gadgets), size: 'huge' })).not.toHaveProperty('size');
    expect(validate({ ...formDefaults(gadgets), size: '' }).size).toEqual({ message: 'validation.required', args: {} });
  });
});

describe('nesting dotted paths for the form', () => {
  it('puts `name.en` under name, and a failed whole before its parts', () => {
    expect(nestErrors({ 'name.en': required, 'name.fr': required, reps: required })).toEqual({
      name: { en: required, fr: required },
      reps: required,
    });
    expect(nestErrors({ name: required, 'name.en': required })).toEqual({ name: required });
  });
});
