import { countries } from './countries';

describe('the countries', () => {
  it('are offered by their names in alphabetical order, not by ISO code', () => {
    expect(countries.slice(0, 3).map((country) => country.name)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.find((country) => country.id === 'AE')?.name).toBe('United Arab Emirates');
  });
});
