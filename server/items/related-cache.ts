/** What the items read at once show besides their own rows: related rows and files, each read once. */
import type { MediaRow } from '../media/table';
import type { Row } from './table';

/**
 * Related rows (by resource and id) and files (by id) already read, for a caller that reads
 * items in several rounds and names the same few again and again. Files never change once stored.
 */
export class RelatedStore {
  readonly rows = new Map<string, Row>();
  readonly media = new Map<string, MediaRow>();

  get size() {
    return this.rows.size + this.media.size;
  }
}
