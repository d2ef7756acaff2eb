import type { MediaRow } from './table';
import { mediaUrl } from './files';

/** A media item as the API shows it (docs/api.md "Files"). */
export const mediaObject = (row: MediaRow, origin: string) => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  file_name: row.file_name,
  mime_type: row.mime_type,
  size: Number(row.size),
  url: mediaUrl(origin, row.path),
});
