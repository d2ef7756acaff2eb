import { Box } from '@mui/material';
import type { MediaField } from '../../resources/kinds/media';
import { MediaInput } from '../builders/inputs/MediaInput';
import { describeMedia, isVideo } from '../builders/media/describeMedia';
import { tokens } from '../theme/tokens';
import type { ScreenKind } from './kind';
import { Glyph } from '../builders/fields/Glyph';

/** Material's outlined video file icon. */
const videoFile =
  'M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8zM6 20V4h7v5h5v11zm8-6 2-1.06v4.12L14 16v1c0 .55-.45 1-1 1H9c-.55 0-1-.45-1-1v-4c0-.55.45-1 1-1h4c.55 0 1 .45 1 1z';

/**
 * The thumbnail's slot: a plain image with one style object (and a plain icon for a video), as a
 * list draws them in every row.
 */
const thumbnailStyle = {
  width: tokens.thumbnail,
  height: tokens.thumbnail,
  objectFit: 'cover',
  borderRadius: tokens.radius,
  display: 'block',
} as const;
const videoIconStyle = { display: 'inline-block' } as const;

/** A small picture of the file: the image itself, or a video icon. */
function MediaThumbnail({ value }: { value: unknown }) {
  const media = describeMedia(value);
  if (!media) return null;
  if (isVideo(media)) return <Glyph path={videoFile} label={media.name} style={videoIconStyle} />;
  return <img src={media.url} alt={media.name} loading="lazy" style={thumbnailStyle} />;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A file in a version's difference: an image as a small picture, another file by its name. */
function MediaVersionValue({ value }: { value: unknown }) {
  if (!isObject(value)) return <span>{String(value)}</span>;
  const name = String(value.name ?? value.fileName ?? '');
  return typeof value.url === 'string' && String(value.mimeType ?? '').startsWith('image/') ? (
    <Box component="img" src={value.url} alt={name} sx={{ maxWidth: 96, maxHeight: 64, verticalAlign: 'middle' }} />
  ) : (
    <span>{name}</span>
  );
}

export const mediaScreen: ScreenKind<MediaField> = {
  Input: ({ field, isRequired }) => <MediaInput field={field} isRequired={isRequired} />,
  Cell: ({ value }) => <MediaThumbnail value={value} />,
  // A thumbnail is no link text: the list does not link the item from it.
  unlinked: true,
  VersionValue: MediaVersionValue,
};
