/**
 * The files the API takes (docs/api.md "Files"): images and videos of these types, each recognised
 * by its first bytes as well as by its declared type, stored under a canonical extension.
 */
export type MediaKind = 'image' | 'video';

interface MediaType {
  kind: MediaKind;
  extension: string;
  /** Whether the file's first bytes are of this type. */
  matches(head: Buffer): boolean;
}

const ascii = (head: Buffer, offset: number, text: string) => head.subarray(offset, offset + text.length).toString('latin1') === text;
const isoMediaBox = (head: Buffer) => ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].some((box) => ascii(head, 4, box));

export const mediaTypes: Record<string, MediaType> = {
  'image/png': {
    kind: 'image',
    extension: 'png',
    matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { kind: 'image', extension: 'jpg', matches: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  'image/gif': { kind: 'image', extension: 'gif', matches: (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a') },
  'image/webp': { kind: 'image', extension: 'webp', matches: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP') },
  'video/mp4': { kind: 'video', extension: 'mp4', matches: (head) => ascii(head, 4, 'ftyp') },
  'video/webm': { kind: 'video', extension: 'webm', matches: (head) => head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) },
  'video/quicktime': { kind: 'video', extension: 'mov', matches: isoMediaBox },
};

/** How many first bytes recognising a type needs. */
export const headLength = 12;

export const mediaKindOf = (mimeType: string): MediaKind | undefined => mediaTypes[mimeType]?.kind;
