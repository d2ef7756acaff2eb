import { exercises } from '../../../resources/exercises/definition';
import { authors } from '../../../resources/authors/definition';
import { missingLanguages } from './translationCoverage';

const text = (except: Record<string, string> = {}) => ({ de: 'd', en: 'e', es: 's', fr: 'f', nl: 'n', pt: 'p', ...except });

describe('how far an item is translated', () => {
  it('misses a language where any translatable text is empty, blank or absent', () => {
    expect(missingLanguages(exercises, { name: text(), description: text() })).toEqual([]);
    expect(missingLanguages(exercises, { name: text({ nl: '' }), description: text({ fr: '  ' }) })).toEqual(['fr', 'nl']);
    expect(missingLanguages(exercises, { name: { en: 'Only English' }, description: text() })).toEqual(['de', 'es', 'fr', 'nl', 'pt']);
    expect(missingLanguages(exercises, { name: text(), description: null })).toEqual(['de', 'en', 'es', 'fr', 'nl', 'pt']);
  });

  it('misses nothing where nothing is translatable', () => {
    expect(missingLanguages(authors, { firstName: 'Ada' })).toEqual([]);
  });
});
