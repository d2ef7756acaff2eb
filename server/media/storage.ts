/**
 * Storing an upload: the bytes stream to a temporary file while their count and first bytes are
 * checked, and only a file that passed every check is moved into the media folder and recorded.
 * A refused file leaves nothing behind, on disk or in the database.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';
import type { Said } from '../i18n/texts';
import { encodedMediaPath, mediaDirectory } from './files';
import { headLength, mediaTypes } from './kinds';
import { mediaTable, type MediaRow } from './table';

export interface Upload {
  fileName: string;
  mimeType: string;
  stream: Readable;
}

const refuse = (said: Said) => new HttpError(422, said, { file: [said] });
/** Too large is docs/api.md's 413, with the field's message as a 422 would give it. */
const tooLarge = (said: Said) => new HttpError(413, said, { file: [said] });

const accepted: Said = { message: 'server.media.accepted' };

/** The upload's name without folders, extension or characters that misbehave in paths and URLs. */
function baseName(fileName: string): string {
  const withoutFolders = fileName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = withoutFolders.replace(/\.[^.]*$/, '');
  const cleaned = withoutExtension
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[ .-]+|[ .-]+$/g, '')
    .slice(0, 100);
  return cleaned || 'file';
}

/** Passes bytes through while checking the first ones against the type and the running size against the limit. */
function checkingStream(matches: (head: Buffer) => boolean, limit: number, onSize: (size: number) => void): Transform {
  let head = Buffer.alloc(0);
  let size = 0;
  const checkHead = () => {
    if (!matches(head)) throw refuse({ message: 'server.media.mismatch' });
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        size += chunk.length;
        if (size > limit) throw tooLarge({ message: 'server.media.tooLarge', sizes: { size: limit } });
        if (head.length < headLength) {
          head = Buffer.concat([head, chunk.subarray(0, headLength - head.length)]);
          if (head.length >= headLength) checkHead();
        }
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        if (size === 0) throw refuse({ message: 'server.media.empty' });
        if (head.length < headLength) checkHead();
        onSize(size);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

export async function saveMedia(context: ServerContext, upload: Upload): Promise<MediaRow> {
  const type = mediaTypes[upload.mimeType];
  if (!type) {
    upload.stream.resume();
    throw refuse(accepted);
  }
  const limit = type.kind === 'image' ? context.config.maxImageBytes : context.config.maxVideoBytes;
  const id = randomUUID();
  const incoming = path.join(context.config.dataDir, 'incoming');
  const temporary = path.join(incoming, id);
  await mkdir(incoming, { recursive: true });
  // Opened before the bytes flow: when the upload itself fails, the pipeline settles without
  // waiting for a write stream's own open, which would create the file after its removal.
  const file = await open(temporary, 'wx');
  let size = 0;
  try {
    await pipeline(
      upload.stream,
      checkingStream(type.matches, limit, (total) => (size = total)),
      file.createWriteStream(),
    );
  } catch (error) {
    // Drain what the client still sends, so the refusal can be answered on the same connection.
    upload.stream.resume();
    await rm(temporary, { force: true });
    throw error;
  }

  const name = baseName(upload.fileName);
  const fileName = `${name}.${type.extension}`;
  const storedPath = `${id}/${fileName}`;
  const folder = path.join(mediaDirectory(context), id);
  await mkdir(folder, { recursive: true });
  await rename(temporary, path.join(folder, fileName));
  try {
    const { rows } = await context.db.query<MediaRow>(
      `insert into ${mediaTable} (id, uuid, name, file_name, mime_type, size, path, url_path)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [id, randomUUID(), name, fileName, upload.mimeType, size, storedPath, encodedMediaPath(storedPath)],
    );
    return rows[0];
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
