/**
 * What the pages of a list show besides their own rows, kept per content version: the related
 * rows and files one page read, the next page need not read again.
 */
import type { MediaRow } from '../media/table';
import type { Row } from './read';

/**
 * Related rows (by resource and id) and files (by id) as read at one content version: the
 * pages of a list name the same few of them again and again. Files never change once stored.
 */
export class RelatedStore {
  readonly rows = new Map<string, Row>();
  readonly media = new Map<string, MediaRow>();

  get size() {
    return this.rows.size + this.media.size;
  }
}

/** The store of the newest content version asked for; an older version gets a store of its own, used once. */
export class RelatedCache {
  private current?: { version: number; store: RelatedStore };

  constructor(private readonly maxSize = 20_000) {}

  at(version: number): RelatedStore {
    const { current } = this;
    if (current && current.version === version && current.store.size < this.maxSize) return current.store;
    const store = new RelatedStore();
    if (!current || version >= current.version) this.current = { version, store };
    return store;
  }
}
