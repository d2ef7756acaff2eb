import english from '../../locales/en';
import { definitions } from '../../resources';
import { exerciseCategories, exercises } from '../../resources/exercises/definition';
import { knowledgeVideos } from '../../resources/knowledge-videos/definition';
import { fieldBySource } from '../../resources/definition';
import { i18nProvider } from './i18nProvider';
import { choiceLabel, resourceMessages } from './resource-messages';

const { resources } = resourceMessages(definitions, english);

describe('the catalogue entries derived from the definitions', () => {
  it('give every resource its success messages (docs/spec.md §8)', () => {
    const messages = Object.fromEntries(
      Object.entries(resources).map(([name, { notifications }]) => [name, [notifications.created, notifications.updated]]),
    );
    expect(messages).toMatchObject({
      exercises: ['Exercise created successfully', 'Exercise updated successfully'],
      authors: ['Author created successfully', 'Author updated successfully'],
      equipment: ['Equipment created successfully', 'Equipment updated successfully'],
      injuries: ['Injury created successfully', 'Injury updated successfully'],
      'knowledge-videos': ['Knowledge video created successfully', 'Knowledge video updated successfully'],
      referrals: ['Referral created successfully', 'Referral updated successfully'],
    });
  });

  it('say what a delete does: to Recently deleted where history is kept, else final, as docs/spec.md §8 says', () => {
    expect(resources.authors.message.delete_content).toBe('This author goes to Recently deleted, where it can be restored.');
    expect(resources['knowledge-videos'].message.bulk_delete_content).toBe(
      'This knowledge video goes to Recently deleted, where it can be restored. |||| ' +
        'These %{smart_count} knowledge videos go to Recently deleted, where they can be restored.',
    );
    expect(resources.authors.message.delete_content_final).toBe(
      'Are you sure you want to delete this author? This action cannot be undone.',
    );
    expect(resources['knowledge-videos'].message.bulk_delete_content_final).toBe(
      'Are you sure you want to delete this knowledge video? This action cannot be undone. |||| ' +
        'Are you sure you want to delete these %{smart_count} knowledge videos? This action cannot be undone.',
    );
    // The referral's has no "cannot be undone".
    expect(resources.referrals.message.delete_content_final).toBe('Are you sure you want to delete this referral?');
    expect(resources.referrals.message.bulk_delete_content_final).not.toContain('undone');
  });

  it('name resources, fields under what they read and what they write, choices, units and filters', () => {
    expect(resources['knowledge-videos'].name).toBe('Knowledge video |||| Knowledge videos');
    expect(resources['knowledge-videos'].fields).toMatchObject({ author: 'Author', authorId: 'Author', categoryName: 'Category' });
    expect(resources['knowledge-videos'].choices.category.pro_life).toBe('Pro life');
    expect(resources.referrals.choices.country.NL).toBe('Netherlands');
    expect(resources.exercises.units.duration).toBe('seconds per repetition');
    expect(resources.exercises.filters.video).toBe('Has video');
    expect(resources.exercises.fields.equipmentIds).toBe('Equipment');
  });
});

describe('choice display names', () => {
  const translate = (key: string) => i18nProvider.translate(key);
  const types = fieldBySource(exercises, 'types') as Parameters<typeof choiceLabel>[2];
  const category = fieldBySource(knowledgeVideos, 'category') as Parameters<typeof choiceLabel>[2];

  it('name the 18 exercise categories, keyed by their values as the specification spells them', () => {
    expect(exerciseCategories.map((choice) => choice.id)).toEqual([
      'push',
      'pull',
      'strength',
      'strength power',
      'full-body',
      'full-body power',
      'hiit',
      'plyometric',
      'agility',
      'mobility',
      'eccentric',
      'cool-down',
      'injury-prevention',
      'warm-up',
      'running',
      'rest',
      'alternative',
      'recovery',
    ]);
    expect(choiceLabel(translate, 'exercises', types, 'strength power')).toBe('Strength power');
    expect(choiceLabel(translate, 'exercises', types, 'full-body power')).toBe('Full-body power');
    expect(choiceLabel(translate, 'exercises', types, 'cool-down')).toBe('Cool-down');
  });

  it('read other spellings of a known value tolerantly, and show an unknown value as it came', () => {
    expect(choiceLabel(translate, 'knowledge-videos', category, 'pro life')).toBe('Pro life');
    expect(choiceLabel(translate, 'knowledge-videos', category, 'Stress Management')).toBe('Stress management');
    expect(choiceLabel(translate, 'exercises', types, 'warm_up')).toBe('Warm-up');
    expect(choiceLabel(translate, 'exercises', types, 'yoga flow')).toBe('yoga flow');
  });
});
