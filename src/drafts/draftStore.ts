/**
 * Drafts of the create and edit forms, kept in the browser's IndexedDB so that what was typed
 * outlives a session that ends, a crashed tab or a browser restart. One draft per user, resource
 * and item (`newItemKey` for a create form). No React: the form hook and account deletion use it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** How long a draft is kept after its last change; older ones are removed when any form opens. */
export const draftLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The item part of the key of a create form's draft. */
export const newItemKey = 'new';

export interface DraftKey {
  userId: string;
  resource: string;
  itemId: string;
}

export interface Draft extends DraftKey {
  /** The form's values as typed (files by their uploaded id, never their content). */
  values: Record<string, unknown>;
  /** The item's version the user started from; none on a create form or an unversioned API. */
  baseVersion?: number;
  /** When the draft was last written, milliseconds since the epoch. */
  savedAt: number;
}

const databaseName = 'pitchside-drafts';
const storeName = 'drafts';
const byUser = 'userId';

interface DraftSchema extends DBSchema {
  [storeName]: { key: [string, string, string]; value: Draft; indexes: { [byUser]: string } };
}

const keyOf = ({ userId, resource, itemId }: DraftKey): [string, string, string] => [userId, resource, itemId];

let opening: Promise<IDBPDatabase<DraftSchema>> | undefined;

function database(): Promise<IDBPDatabase<DraftSchema>> {
  opening ??= openDB<DraftSchema>(databaseName, 1, {
    upgrade(db) {
      const store = db.createObjectStore(storeName, { keyPath: ['userId', 'resource', 'itemId'] });
      store.createIndex(byUser, 'userId');
    },
    // Another tab deleting or upgrading the database: let it, and open afresh next time.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

const isExpired = (draft: Draft, now: number) => now - draft.savedAt > draftLifetimeMs;

export async function saveDraft(draft: Draft): Promise<void> {
  await (await database()).put(storeName, draft);
}

/** The draft of this key, unless it has expired. */
export async function readDraft(key: DraftKey, now = Date.now()): Promise<Draft | undefined> {
  const draft = await (await database()).get(storeName, keyOf(key));
  return draft && !isExpired(draft, now) ? draft : undefined;
}

export async function removeDraft(key: DraftKey): Promise<void> {
  await (await database()).delete(storeName, keyOf(key));
}

/** Removes every draft older than the lifetime, of every user. */
export async function purgeExpiredDrafts(now = Date.now()): Promise<void> {
  const transaction = (await database()).transaction(storeName, 'readwrite');
  for await (const cursor of transaction.store) if (isExpired(cursor.value, now)) await cursor.delete();
  await transaction.done;
}

/** Removes every draft of a user: their account is gone. */
export async function removeDraftsOf(userId: string): Promise<void> {
  const transaction = (await database()).transaction(storeName, 'readwrite');
  for await (const cursor of transaction.store.index(byUser).iterate(userId)) await cursor.delete();
  await transaction.done;
}
