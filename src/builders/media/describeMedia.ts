/**
 * A file on a form is either a stored media object (`{id, name, size, mimeType, url, …}`, as the
 * API reads it) or a file just picked in the browser (`{rawFile}`, uploaded on save). This gives
 * both one shape for showing them.
 */
export interface NewMedia {
  rawFile: File;
}

export interface MediaDescription {
  name: string;
  size?: number;
  mimeType: string;
  /** A stored file's address; a new file has none until uploaded (previews make an object URL). */
  url?: string;
  file?: File;
}

export const newMedia = (file: File): NewMedia => ({ rawFile: file });

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

export function describeMedia(value: unknown): MediaDescription | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const media = value as Record<string, unknown>;
  if (isFile(media.rawFile)) {
    return { name: media.rawFile.name, size: media.rawFile.size, mimeType: media.rawFile.type, file: media.rawFile };
  }
  return {
    name: String(media.fileName ?? media.name ?? ''),
    size: typeof media.size === 'number' ? media.size : undefined,
    mimeType: String(media.mimeType ?? ''),
    url: typeof media.url === 'string' ? media.url : undefined,
  };
}

export const isVideo = (media: MediaDescription) => media.mimeType.startsWith('video/');
