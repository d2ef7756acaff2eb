import { authors } from './authors/definition';
import { equipment } from './equipment/definition';
import { exercises } from './exercises/definition';
import { knowledgeVideos } from './knowledge-videos/definition';
import { referrals } from './referrals/definition';
import { injuries } from './injuries/definition';
import { languages, type Translatable } from './languages';
import { schemasOf } from './schema';
import english from '../locales/en';
import { translatorFor } from './messages';
import { fieldErrors } from './validation';

const renderMessage = translatorFor(english);
import type { ResourceDefinition } from './definition';

const text = (value: string): Translatable =>
  Object.fromEntries(languages.map((language) => [language, `${value} ${language}`])) as Translatable;
const id = '0b6f1c1e-2f4a-4c7e-9d3b-5a6e7f8a9b0c';

/** The rendered message of each failing path, or `{}` when the values pass. */
function errorsOf(definition: ResourceDefinition, mode: 'write' | 'update' | 'form', values: unknown) {
  const result = schemasOf(definition)[mode].safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([path, message]) => [path, renderMessage(message)]));
}

const validExercise = { name: text('Rondo'), description: text('Keep the ball'), types: ['agility'] };

describe('translatable text (docs/spec.md §5: every language value a non-empty string)', () => {
  it('accepts a text in each of the six languages', () => {
    expect(errorsOf(injuries, 'write', { name: text('Ankle sprain') })).toEqual({});
  });

  it.each(languages)('marks an empty %s value as required on its own path', (language) => {
    expect(errorsOf(injuries, 'write', { name: { ...text('Ankle sprain'), [language]: ' ' } })).toEqual({
      [`name.${language}`]: 'Required',
    });
  });

  it('marks a missing language and a missing map as required', () => {
    const { pt: _dropped, ...withoutPortuguese } = text('Ankle sprain');
    expect(errorsOf(injuries, 'write', { name: withoutPortuguese })).toEqual({ 'name.pt': 'Required' });
    expect(errorsOf(injuries, 'write', {})).toEqual({ name: 'Required' });
    expect(errorsOf(injuries, 'write', { name: null })).toEqual({ name: 'Required' });
  });
});

describe('authors (docs/spec.md §5: first and last name non-empty)', () => {
  it('requires both names', () => {
    expect(errorsOf(authors, 'write', { firstName: '', lastName: null })).toEqual({ firstName: 'Required', lastName: 'Required' });
    expect(errorsOf(authors, 'write', { firstName: 'Ada', lastName: 'Lovelace', authorPictureId: null })).toEqual({});
  });
});

describe('equipment link (docs/spec.md §5: https or null)', () => {
  const base = { name: text('Cone'), description: text('A cone') };

  it('accepts an https URL, null, or no link', () => {
    expect(errorsOf(equipment, 'write', { ...base, link: 'https://shop.example/cone' })).toEqual({});
    expect(errorsOf(equipment, 'write', { ...base, link: null })).toEqual({});
    expect(errorsOf(equipment, 'write', base)).toEqual({});
  });

  it('says "Url must be https" for another scheme and rejects what is no URL', () => {
    expect(errorsOf(equipment, 'write', { ...base, link: 'http://shop.example/cone' })).toEqual({ link: 'Url must be https' });
    expect(errorsOf(equipment, 'write', { ...base, link: 'not a url' })).toEqual({ link: 'Must be a valid URL' });
  });
});

describe('exercises (docs/spec.md §5)', () => {
  it('accepts a complete exercise and a minimal one', () => {
    expect(errorsOf(exercises, 'write', validExercise)).toEqual({});
    expect(
      errorsOf(exercises, 'write', {
        ...validExercise,
        level: 'hard',
        reps: 10,
        duration: 30,
        rmType: 'squat',
        rmLoad: 75,
        premium: true,
        gymAccessRequired: true,
        repsLeftRight: false,
        repsLeftRightAlternating: true,
        videoId: id,
        thumbnailId: null,
        imageId: null,
        equipmentIds: [id],
        injuryIds: [],
      }),
    ).toEqual({});
  });

  it('requires at least one type, each one of the 18 categories', () => {
    expect(errorsOf(exercises, 'write', { ...validExercise, types: [] })).toEqual({ types: 'Required' });
    expect(errorsOf(exercises, 'write', { ...validExercise, types: ['yoga'] })).toHaveProperty(['types.0']);
  });

  it('keeps reps and duration at 1 or more, and allows null', () => {
    expect(errorsOf(exercises, 'write', { ...validExercise, reps: 0, duration: 0 })).toEqual({
      reps: 'Must be at least 1',
      duration: 'Must be at least 1',
    });
    expect(errorsOf(exercises, 'write', { ...validExercise, reps: null, duration: null })).toEqual({});
  });

  it('keeps rmLoad between 0 and 100', () => {
    expect(errorsOf(exercises, 'write', { ...validExercise, rmLoad: -1 })).toEqual({ rmLoad: 'Must be at least 0' });
    expect(errorsOf(exercises, 'write', { ...validExercise, rmLoad: 100.5 })).toEqual({ rmLoad: 'Must be 100 or less' });
    expect(errorsOf(exercises, 'write', { ...validExercise, rmLoad: 0 })).toEqual({});
    expect(errorsOf(exercises, 'write', { ...validExercise, rmLoad: 100 })).toEqual({});
  });

  it('wants rmType non-empty if set, and one of the lift types', () => {
    expect(errorsOf(exercises, 'write', { ...validExercise, rmType: '' })).toEqual({ rmType: 'Required' });
    expect(errorsOf(exercises, 'write', { ...validExercise, rmType: 'curl' })).toEqual({
      rmType: 'Must be one of bench, deadlift, squat',
    });
    expect(errorsOf(exercises, 'write', { ...validExercise, rmType: null })).toEqual({});
  });

  it('rejects wrong types and unknown keys rather than storing them', () => {
    expect(errorsOf(exercises, 'write', { ...validExercise, reps: '10', premium: 'yes', colour: 'red' })).toEqual({
      reps: 'Must be a number',
      premium: 'Must be true or false',
      colour: 'Unknown field',
    });
  });

  it('lets an update name only what it changes, with the same rules', () => {
    expect(errorsOf(exercises, 'update', { premium: true })).toEqual({});
    expect(errorsOf(exercises, 'update', { types: [] })).toEqual({ types: 'Required' });
  });
});

describe('referral link (docs/spec.md §5: a non-empty valid URL)', () => {
  const base = { name: text('Club'), description: text('A club') };

  it('requires a valid link', () => {
    expect(errorsOf(referrals, 'write', { ...base, link: '' })).toEqual({ link: 'Required' });
    expect(errorsOf(referrals, 'write', { ...base })).toEqual({ link: 'Required' });
    expect(errorsOf(referrals, 'write', { ...base, link: 'club' })).toEqual({ link: 'Must be a valid URL' });
    expect(errorsOf(referrals, 'write', { ...base, link: 'http://club.example', country: 'NL', parentId: id })).toEqual({});
  });

  it('refuses links that are not web addresses (a reader would open them)', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://club.example',
    ]) {
      expect(errorsOf(referrals, 'write', { ...base, link })).toEqual({ link: 'Must be a valid URL' });
    }
  });

  it('accepts only ISO country codes', () => {
    expect(errorsOf(referrals, 'write', { ...base, link: 'https://club.example', country: 'XX' })).toHaveProperty('country');
  });
});

describe('maximum lengths, from the definitions', () => {
  it('gives every text a maximum by its kind: names, descriptions, links', () => {
    const name = { ...text('Club'), en: 'x'.repeat(256) };
    const description = { ...text('A club'), de: 'x'.repeat(10_001) };
    expect(errorsOf(referrals, 'write', { name, description, link: `https://club.example/${'x'.repeat(2048)}` })).toEqual({
      'name.en': 'Must be 255 characters or less',
      'description.de': 'Must be 10,000 characters or less',
      link: 'Must be 2,048 characters or less',
    });
    expect(errorsOf(authors, 'write', { firstName: 'x'.repeat(255), lastName: 'y'.repeat(255) })).toEqual({});
    expect(errorsOf(authors, 'form', { firstName: 'x'.repeat(2_700), lastName: 'Lovelace' })).toEqual({
      firstName: 'Must be 255 characters or less',
    });
  });
});

describe('knowledge videos (docs/spec.md §5)', () => {
  const base = { title: text('Sleep well'), description: text('Why sleep matters'), category: 'sleep' };

  it('requires title and description per language and a category', () => {
    expect(
      errorsOf(knowledgeVideos, 'write', { ...base, title: { ...text('x'), fr: '' }, category: '', knowledgeVideoId: id, thumbnailId: id }),
    ).toEqual({
      'title.fr': 'Required',
      category: 'Required',
    });
  });

  it('requires the video file and the thumbnail on the form', () => {
    expect(errorsOf(knowledgeVideos, 'form', { ...base, knowledgeVideo: null, thumbnail: undefined })).toEqual({
      knowledgeVideo: 'Required',
      thumbnail: 'Required',
    });
    expect(errorsOf(knowledgeVideos, 'form', { ...base, knowledgeVideo: { id }, thumbnail: { rawFile: {} }, authorId: null })).toEqual({});
  });

  it('accepts the union of both category readings, sleep included', () => {
    for (const category of ['lifestyle', 'nutrition', 'pro_life', 'sleep', 'stress_management', 'tactic', 'training_explained']) {
      expect(errorsOf(knowledgeVideos, 'write', { ...base, category, knowledgeVideoId: id, thumbnailId: id })).toEqual({});
    }
  });
});

describe('choices the admin does not know', () => {
  it('are kept on the form for the server to judge, and refused on write', () => {
    expect(errorsOf(exercises, 'form', { ...validExercise, types: ['agility', 'yoga flow'] })).toEqual({});
    expect(errorsOf(exercises, 'write', { ...validExercise, types: ['agility', 'yoga flow'] })).toHaveProperty(['types.1']);
    expect(errorsOf(exercises, 'form', { ...validExercise, types: [''] })).toHaveProperty(['types.0']);
  });
});

describe('form error mapping (docs/spec.md §5: null, an empty string, an empty array → validation.required)', () => {
  it('gives the message key validation.required for each', () => {
    const result = schemasOf(exercises).form.safeParse({ name: null, description: { ...text('d'), en: '' }, types: [] });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.name).toEqual({ message: 'validation.required', args: {} });
    expect(errors['description.en']).toEqual({ message: 'validation.required', args: {} });
    expect(errors.types).toEqual({ message: 'validation.required', args: {} });
  });
});
