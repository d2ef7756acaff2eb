import { authors } from '../../resources/authors/definition';
import { equipment } from '../../resources/equipment/definition';
import { recordRepresentation } from './recordRepresentation';

describe('how an item is named', () => {
  it('names a person by the full name, not the surname alone', () => {
    const name = recordRepresentation(authors);
    expect(name({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(name({ firstName: '', lastName: 'Lovelace' })).toBe('Lovelace');
    expect(name({ firstName: 'Ada', lastName: null })).toBe('Ada');
  });

  it('names an item by its one naming field', () => {
    expect(recordRepresentation(equipment)({ name: { en: 'Cone', de: 'Hütchen' } })).toMatch(/Cone|Hütchen/);
  });
});
