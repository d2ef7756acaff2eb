import { Box } from '@mui/material';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';
import type { MediaField } from '../../resources/definition';
import { MediaInput } from '../builders/inputs/MediaInput';
import { describeMedia, isVideo } from '../builders/media/describeMedia';
import { tokens } from '../theme/tokens';
import type { ScreenKind } from './kind';

/** A small picture of the file: the image itself, or a video icon. */
function MediaThumbnail({ value }: { value: unknown }) {
  const media = describeMedia(value);
  if (!media) return null;
  if (isVideo(media)) return <VideoFileOutlined titleAccess={media.name} />;
  return (
    <Box
      component="img"
      src={media.url}
      alt={media.name}
      loading="lazy"
      sx={{ width: tokens.thumbnail, height: tokens.thumbnail, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

export const mediaScreen: ScreenKind<MediaField> = {
  Input: ({ field, isRequired }) => <MediaInput field={field} isRequired={isRequired} />,
  Cell: ({ value }) => <MediaThumbnail value={value} />,
};
