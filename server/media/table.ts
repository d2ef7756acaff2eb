/** Where uploaded files are recorded; content tables refer to it by id. */
export const mediaTable = 'media';

/**
 * The media a sweep found that nothing refers to and has yet to remove: the list is kept in the
 * database, so that the server holds a piece of it at a time however long it is (sweep.ts).
 */
export const sweepCandidatesTable = 'media_sweep_candidates';

export interface MediaRow {
  id: string;
  uuid: string;
  name: string;
  file_name: string;
  mime_type: string;
  size: number | string;
  path: string;
}
