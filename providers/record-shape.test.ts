/**
 * Reading items as a real server may send them: what differs without being wrong is read and kept
 * as it came; what has not the resource's shape is one marked record saying what was wrong.
 */
import { definitions } from '../resources';
import { exercises } from '../resources/exercises/definition';
import { referrals } from '../resources/referrals/definition';
import { readSchemaOf } from '../resources/read-schema';
import { knowledgeVideos } from '../resources/knowledge-videos/definition';
import { ParseError, readListItem, readPastItem, readRecord, unreadableOf, writePayload } from './record-shape';

const translated = (text: string) => ({ de: text, en: text, es: text, fr: text, nl: text, pt: text });

const exercise = {
  id: '6f1c1a55-2b7e-4a4e-9a43-0d0a3f0f6a11',
  name: translated('Rondo'),
  description: translated('Keep the ball'),
  types: ['strength power', 'warm-up'],
  level: 'easy',
  reps: 8,
  duration: null,
  rmType: null,
  rmLoad: null,
  premium: false,
  gymAccessRequired: false,
  repsLeftRight: false,
  repsLeftRightAlternating: false,
  video: null,
  thumbnail: null,
  image: null,
  equipment: [
    { id: 7, name: translated('Ball'), description: translated('A ball'), icon: null, link: null, createdAt: '2024-01-01T00:00:00Z' },
  ],
  injuries: [],
  createdAt: '2024-01-01T00:00:00Z',
};

const schema = readSchemaOf(exercises, definitions);
const noUpload = async () => {
  throw new Error('no file to upload');
};

describe('reading an item tolerantly', () => {
  it('keeps what the admin does not know as it came: an extra key, an integer id, an unknown category, a missing optional field', async () => {
    const { rmLoad: _missing, ...came } = {
      ...exercise,
      id: 42,
      types: ['strength power', 'yoga flow'],
      level: 'extreme',
      laravelExtra: { kept: true },
    };
    const record = readRecord(exercises, schema, came);
    expect(record).toMatchObject({
      id: 42,
      types: ['strength power', 'yoga flow'],
      level: 'extreme',
      laravelExtra: { kept: true },
      equipmentIds: [7],
    });
    expect(record).not.toHaveProperty('rmLoad');
    // Sent back on save: the unknown values and keys go back as they came, the references by id.
    const payload = await writePayload(exercises, record, noUpload);
    expect(payload).toMatchObject({
      types: ['strength power', 'yoga flow'],
      level: 'extreme',
      laravelExtra: { kept: true },
      equipmentIds: [7],
    });
    expect(payload).not.toHaveProperty('equipment');
  });

  it('fails for an item without the resource shape, and says where and what', () => {
    const read = () => readRecord(exercises, schema, { ...exercise, name: 'just a text', types: 'push' });
    expect(read).toThrow(ParseError);
    expect(read).toThrow('Could not parse exercise');
    try {
      read();
    } catch (error) {
      expect((error as ParseError).problems).toEqual([expect.stringMatching(/^name: /), expect.stringMatching(/^types: /)]);
    }
  });
});

describe('a list item that cannot be read', () => {
  it('becomes one record marked with what was wrong, under its own id when it has one', () => {
    const good = readListItem(exercises, schema, exercise, 'stand-in');
    expect(unreadableOf(good)).toBeUndefined();
    const bad = readListItem(
      exercises,
      schema,
      { ...exercise, id: 9, equipment: [{ ...exercise.equipment[0], id: undefined }] },
      'stand-in',
    );
    expect(bad.id).toBe(9);
    expect(unreadableOf(bad)).toEqual({
      message: 'Could not parse exercise',
      problems: [expect.stringMatching(/^equipment\.0\.id: /)],
      ownId: true,
    });
    const nameless = readListItem(exercises, schema, 'not an object', 'stand-in');
    expect(nameless.id).toBe('stand-in');
    expect(unreadableOf(nameless)).toMatchObject({ problems: [expect.stringMatching(/^item: /)], ownId: false });
  });

  it("says the specification's words for a referral", () => {
    const referral = readListItem(referrals, readSchemaOf(referrals, definitions), { id: 'r1', name: 3 }, 'stand-in');
    expect(unreadableOf(referral)?.message).toBe('Could not parse referral');
  });
});

describe('an item as history kept it', () => {
  it('is read without the fields that no longer fit, rather than hiding the whole history', () => {
    const video = {
      id: 'v1',
      title: translated('Sleep well'),
      description: translated('Why sleep matters'),
      category: 'sleep',
      premium: false,
      author: { id: 'a1', firstName: 'Ada', lastName: 'Lovelace', authorPicture: null },
      knowledgeVideo: null, // a required file gone since
      thumbnail: {
        id: 'm1',
        uuid: 'u1',
        name: 't',
        fileName: 't.png',
        mimeType: 'image/png',
        size: 68,
        url: 'https://cdn.example.test/media/m1/t.png',
      },
      createdAt: '2024-01-01T00:00:00Z',
    };
    const videoSchema = readSchemaOf(knowledgeVideos, definitions);
    expect(() => readRecord(knowledgeVideos, videoSchema, video)).toThrow(ParseError);
    const past = readPastItem(knowledgeVideos, videoSchema, video);
    expect(past).toMatchObject({ id: 'v1', title: translated('Sleep well'), thumbnail: { id: 'm1' }, authorId: 'a1' });
    expect(past).not.toHaveProperty('knowledgeVideo');
  });

  it('is still an error when it is not an item at all', () => {
    expect(() => readPastItem(exercises, schema, 'not an object')).toThrow(ParseError);
    expect(() => readPastItem(exercises, schema, { ...exercise, id: { nested: true } })).toThrow(ParseError);
  });
});
