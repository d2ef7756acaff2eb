// jsdom has no IndexedDB: an in-memory implementation of the same API.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  draftLifetimeMs,
  newItemKey,
  purgeExpiredDrafts,
  readDraft,
  removeDraft,
  removeDraftsOf,
  saveDraft,
  type Draft,
} from './draftStore';

const draft = (userId: string, itemId: string, savedAt = Date.now()): Draft => ({
  userId,
  resource: 'exercises',
  itemId,
  values: { name: { en: `typed by ${userId}` }, equipmentIds: ['a', 'b'] },
  baseVersion: 3,
  savedAt,
});

describe('draftStore', () => {
  it('keeps one draft per user, resource and item, the latest write winning', async () => {
    await saveDraft(draft('ann', '7'));
    await saveDraft({ ...draft('ann', '7'), values: { name: { en: 'again' } } });
    await saveDraft(draft('bob', '7'));
    await saveDraft(draft('ann', newItemKey));

    expect((await readDraft({ userId: 'ann', resource: 'exercises', itemId: '7' }))?.values).toEqual({ name: { en: 'again' } });
    expect((await readDraft({ userId: 'bob', resource: 'exercises', itemId: '7' }))?.values.name).toEqual({ en: 'typed by bob' });
    expect(await readDraft({ userId: 'ann', resource: 'authors', itemId: '7' })).toBeUndefined();
    expect((await readDraft({ userId: 'ann', resource: 'exercises', itemId: newItemKey }))?.baseVersion).toBe(3);

    await removeDraft({ userId: 'ann', resource: 'exercises', itemId: '7' });
    expect(await readDraft({ userId: 'ann', resource: 'exercises', itemId: '7' })).toBeUndefined();
    expect(await readDraft({ userId: 'bob', resource: 'exercises', itemId: '7' })).toBeDefined();
  });

  it('never gives an expired draft and purges every expired one', async () => {
    const now = Date.now();
    await saveDraft(draft('cat', 'old', now - draftLifetimeMs - 1));
    await saveDraft(draft('cat', 'fresh', now - draftLifetimeMs + 60_000));
    expect(await readDraft({ userId: 'cat', resource: 'exercises', itemId: 'old' }, now)).toBeUndefined();

    await purgeExpiredDrafts(now);
    // Read as of long ago: what is gone was removed, not merely hidden.
    expect(await readDraft({ userId: 'cat', resource: 'exercises', itemId: 'old' }, 0)).toBeUndefined();
    expect(await readDraft({ userId: 'cat', resource: 'exercises', itemId: 'fresh' }, now)).toBeDefined();
  });

  it('removes every draft of a deleted account and no one else’s', async () => {
    await saveDraft(draft('dan', '1'));
    await saveDraft(draft('dan', '2'));
    await saveDraft(draft('eve', '1'));
    await removeDraftsOf('dan');
    expect(await readDraft({ userId: 'dan', resource: 'exercises', itemId: '1' })).toBeUndefined();
    expect(await readDraft({ userId: 'dan', resource: 'exercises', itemId: '2' })).toBeUndefined();
    expect(await readDraft({ userId: 'eve', resource: 'exercises', itemId: '1' })).toBeDefined();
  });
});
