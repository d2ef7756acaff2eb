import { languageStatus } from './languageStatus';

const name = { de: 'Hütchen', en: 'Cone', es: '', fr: '  ', nl: 'Pion' };
const description = { de: 'Ein Hütchen', en: '', es: 'Un cono', fr: 'Un cône', nl: 'Een pion', pt: 'Um cone' };

describe('the mark of a language tab', () => {
  it('is complete when every translatable field has a text in that language', () => {
    expect(languageStatus('de', [name, description], [undefined, undefined])).toBe('complete');
    expect(languageStatus('nl', [name, description], [undefined, undefined])).toBe('complete');
  });

  it('is missing while one field is empty, blank or absent in that language', () => {
    expect(languageStatus('en', [name, description], [])).toBe('missing');
    expect(languageStatus('es', [name, description], [])).toBe('missing');
    expect(languageStatus('fr', [name, description], [])).toBe('missing');
    expect(languageStatus('pt', [name, description], [])).toBe('missing');
    expect(languageStatus('de', [null, description], [])).toBe('missing');
  });

  it('is invalid when a field of that language failed validation, whatever its text', () => {
    const errors = [{ de: { message: 'validation.required' } }, undefined];
    expect(languageStatus('de', [name, description], errors)).toBe('invalid');
    expect(languageStatus('nl', [name, description], errors)).toBe('complete');
  });
});
