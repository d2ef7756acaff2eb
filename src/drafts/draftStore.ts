/**
 * Drafts of the create and edit forms, kept in the browser's IndexedDB so that what was typed
 * outlives a session that ends, a crashed tab or a browser restart. One draft per user, resource
 * and item (`newItemKey` for a create form). No React: the form hook and account deletion use it.
 */

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

const keyOf = ({ userId, resource, itemId }: DraftKey): [string, string, string] => [userId, resource, itemId];

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

let opening: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(storeName, { keyPath: ['userId', 'resource', 'itemId'] });
      store.createIndex(byUser, 'userId');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deleting or upgrading the database: let it, and open afresh next time.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error);
    };
  });
  return opening;
}

async function write(work: (store: IDBObjectStore) => void): Promise<void> {
  const transaction = (await database()).transaction(storeName, 'readwrite');
  work(transaction.objectStore(storeName));
  await transactionDone(transaction);
}

const isExpired = (draft: Draft, now: number) => now - draft.savedAt > draftLifetimeMs;

export async function saveDraft(draft: Draft): Promise<void> {
  await write((store) => store.put(draft));
}

/** The draft of this key, unless it has expired. */
export async function readDraft(key: DraftKey, now = Date.now()): Promise<Draft | undefined> {
  const store = (await database()).transaction(storeName).objectStore(storeName);
  const draft = (await requestResult(store.get(keyOf(key)))) as Draft | undefined;
  return draft && !isExpired(draft, now) ? draft : undefined;
}

export async function removeDraft(key: DraftKey): Promise<void> {
  await write((store) => store.delete(keyOf(key)));
}

/** Removes every draft older than the lifetime, of every user. */
export async function purgeExpiredDrafts(now = Date.now()): Promise<void> {
  await write((store) => {
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const current = cursor.result;
      if (!current) return;
      if (isExpired(current.value as Draft, now)) current.delete();
      current.continue();
    };
  });
}

/** Removes every draft of a user: their account is gone. */
export async function removeDraftsOf(userId: string): Promise<void> {
  await write((store) => {
    const cursor = store.index(byUser).openKeyCursor(IDBKeyRange.only(userId));
    cursor.onsuccess = () => {
      const current = cursor.result;
      if (!current) return;
      store.delete(current.primaryKey);
      current.continue();
    };
  });
}
