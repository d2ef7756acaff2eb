import { exercises } from '../../../resources/exercises/definition';
import { mergedValues, partId, threeWayMerge, changesSince } from './threeWayMerge';

const name = (en: string, de = 'Kniebeuge') => ({ de, en, es: 'Sentadilla', fr: 'Squat', nl: 'Squat', pt: 'Agachamento' });
const base = { id: 'x', version: 1, name: name('Squat'), reps: 10, types: ['strength'], equipmentIds: ['a'] };

describe('the three-way merge of a record', () => {
  it('merges one-sided changes by itself and finds the clash per language', () => {
    const theirs = { ...base, version: 2, name: name('Deep squat', 'Tiefe Kniebeuge') };
    const mine = { ...base, name: name('Air squat'), reps: 12 };
    const merge = threeWayMerge(exercises, base, mine, theirs);
    expect(merge.clashes.map(partId)).toEqual(['name.en']);
    expect(merge.theirsOnly.map(partId)).toEqual(['name.de']);
    expect(merge.mineOnly.map(partId)).toEqual(['reps']);

    const keepMine = mergedValues(merge, mine, theirs, {});
    expect(keepMine).toMatchObject({ version: 2, reps: 12, name: name('Air squat', 'Tiefe Kniebeuge') });
    const takeTheirs = mergedValues(merge, mine, theirs, { 'name.en': 'theirs' });
    expect(takeTheirs).toMatchObject({ version: 2, reps: 12, name: name('Deep squat', 'Tiefe Kniebeuge') });
  });

  it('sees no clash where both made the same change, and lists what changed for a delete', () => {
    const both = { ...base, reps: 12 };
    expect(threeWayMerge(exercises, base, both, { ...both, version: 2 }).clashes).toEqual([]);
    expect(changesSince(exercises, base, { ...base, equipmentIds: ['a', 'b'] }).map(partId)).toEqual(['equipmentIds']);
  });
});
