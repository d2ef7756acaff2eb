import { describe, expect, it } from 'vitest';
import { exercises } from '../../resources/exercises/definition';
import { changedFields, draftValues } from './draftDiff';

const saved = {
  id: '7',
  version: 4,
  name: { en: 'Rondo', de: 'Rondo' },
  description: { en: 'Keep the ball' },
  types: ['passing'],
  level: null,
  premium: false,
  equipment: [{ id: 'cone' }],
  equipmentIds: ['cone'],
  video: { id: 'v1', url: '/media/v1' },
  videoId: 'v1',
  createdAt: '2026-01-01T00:00:00Z',
};

const sources = (fields: { source: string }[]) => fields.map((field) => field.source);

describe('changedFields', () => {
  it('names the fields whose typed value differs, in the definition’s order', () => {
    const typed = { ...saved, premium: true, name: { de: 'Rondo', en: 'Rondo 4v2' }, equipmentIds: ['cone', 'ball'] };
    expect(sources(changedFields(exercises, saved, typed))).toEqual(['name', 'premium', 'equipment']);
  });

  it('sees no change in empty text, an empty list or a reordered object against nothing', () => {
    const typed = { ...saved, level: '', name: { de: 'Rondo', en: 'Rondo', fr: '' }, injuryIds: [] };
    expect(changedFields(exercises, saved, typed)).toEqual([]);
  });

  it('compares only what the draft holds, never read-only fields', () => {
    expect(changedFields(exercises, saved, { createdAt: '2027-01-01', premium: false })).toEqual([]);
  });
});

describe('draftValues', () => {
  it('keeps the writable fields as plain data, uploaded files by id, and leaves out files not uploaded yet', () => {
    const file = new File(['x'], 'new.png');
    const values = draftValues(exercises, { ...saved, thumbnail: { rawFile: file, src: 'blob:x' }, image: file });
    expect(values).toEqual({
      name: saved.name,
      description: saved.description,
      types: saved.types,
      level: null,
      premium: false,
      equipment: saved.equipment,
      equipmentIds: ['cone'],
      video: saved.video,
      videoId: 'v1',
    });
  });
});
