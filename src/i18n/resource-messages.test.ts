import { definitions } from '../../resources/definitions';
import { resourceMessages } from './resource-messages';

const { resources } = resourceMessages(definitions);

describe('the catalogue entries derived from the definitions', () => {
  it('give every resource its success messages (spec §8)', () => {
    expect(Object.values(resources).map((messages) => [messages.notifications.created, messages.notifications.updated])).toEqual([
      ['Exercise created successfully', 'Exercise updated successfully'],
      ['Author created successfully', 'Author updated successfully'],
      ['Equipment created successfully', 'Equipment updated successfully'],
      ['Injury created successfully', 'Injury updated successfully'],
      ['Knowledge video created successfully', 'Knowledge video updated successfully'],
      ['Referral created successfully', 'Referral updated successfully'],
    ]);
  });

  it('say a delete cannot be undone, except for the referral (spec §8)', () => {
    expect(resources.authors.message.delete_content).toBe('Are you sure you want to delete this author? This action cannot be undone.');
    expect(resources['knowledge-videos'].message.bulk_delete_content).toBe(
      'Are you sure you want to delete this knowledge video? This action cannot be undone. |||| ' +
        'Are you sure you want to delete these %{smart_count} knowledge videos? This action cannot be undone.',
    );
    expect(resources.referrals.message.delete_content).toBe('Are you sure you want to delete this referral?');
    expect(resources.referrals.message.bulk_delete_content).not.toContain('undone');
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
