import type { MediaRow } from './table';
import { mediaTable } from './table';
import { mediaUrl, mediaUrlPrefix } from './files';
import { jsonObjectSql, literal } from '../db/sql';

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

/** `mediaObject` built by the database (json) from the row `m` of the media table, given the SQL of the server's origin; `url_path` is the stored path as the URL has it. */
const mediaJsonSql = (originSql: string): string =>
  jsonObjectSql([
    ['id', 'm.id'],
    ['uuid', 'm.uuid'],
    ['name', 'm.name'],
    ['file_name', 'm.file_name'],
    ['mime_type', 'm.mime_type'],
    ['size', 'm.size::double precision'],
    ['url', `${originSql} || ${literal(mediaUrlPrefix)} || m.url_path`],
  ]);

/** A query of the media object (one column, `column`) of the file whose id is `idSql`: no row when there is no such file. */
export const mediaLookupSql = (idSql: string, originSql: string, column: string): string =>
  `select ${mediaJsonSql(originSql)} as ${column} from ${mediaTable} m where m.id = ${idSql}`;

/** `mediaObject` built by the database (json, or null when there is no such file), given the SQL of the file's id and of the server's origin. */
export const mediaObjectSql = (idSql: string, originSql: string): string => `(${mediaLookupSql(idSql, originSql, 'media')})`;
