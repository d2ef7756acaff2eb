/** Where uploaded files are recorded; content tables refer to it by id. */
export const mediaTable = 'media';

export interface MediaRow {
  id: string;
  uuid: string;
  name: string;
  file_name: string;
  mime_type: string;
  size: number | string;
  path: string;
}
