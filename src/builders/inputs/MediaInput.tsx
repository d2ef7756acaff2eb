/**
 * A file field: drop a file or choose one (react-dropzone: the browser's own file input and drop),
 * a preview for an image or a video, its name and size (B to TB), images compressed in the
 * browser before upload, the upload's progress while the form saves, and replace and remove.
 * The value is a stored media object, a new file (`{rawFile}`, uploaded on save) or null.
 */
import { useState } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, LinearProgress, Stack, Typography } from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { useDropzone } from 'react-dropzone';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslate } from 'react-admin';
import { imageQualityOf, type MediaField } from '../../../resources/kinds/media';
import { compressImage } from '../media/compressImage';
import { describeMedia, isVideo, newMedia, type MediaDescription } from '../media/describeMedia';
import { fileSize, fileSizeKey } from '../../../resources/file-size';
import { useObjectUrl } from '../media/useObjectUrl';
import { useUploadPercent } from '../media/UploadProgress';

export interface MediaInputProps {
  field: MediaField;
  isRequired?: boolean;
}

function MediaPreview({ media }: { media: MediaDescription }) {
  const translate = useTranslate();
  const objectUrl = useObjectUrl(media.file);
  const url = objectUrl ?? media.url;
  if (!url) return null;
  const label = translate('builders.media.preview', { name: media.name });
  const sx = { maxWidth: '100%', maxHeight: 200, borderRadius: 1, display: 'block' };
  return isVideo(media) ? (
    <Box component="video" src={url} controls preload="metadata" aria-label={label} sx={sx} />
  ) : (
    <Box component="img" src={url} alt={label} sx={sx} />
  );
}

export function MediaInput({ field: definition, isRequired }: MediaInputProps) {
  const { source, accept } = definition;
  const resource = useResourceContext();
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, isRequired, format: (value: unknown) => value ?? null });
  const [preparing, setPreparing] = useState<string>();
  const [rejected, setRejected] = useState(false);
  const percent = useUploadPercent(source);
  const media = describeMedia(field.value);

  const takeFile = async (file: File) => {
    setRejected(false);
    setPreparing(file.name);
    try {
      field.onChange(newMedia(accept === 'image' ? await compressImage(file, imageQualityOf(definition)) : file));
    } finally {
      setPreparing(undefined);
      field.onBlur();
    }
  };
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: { [`${accept}/*`]: [] },
    multiple: false,
    // With a file in place the area still takes a drop; the buttons do the rest.
    noClick: media !== undefined,
    noKeyboard: media !== undefined,
    // A drop elsewhere on the page (text dragged into a text field) keeps the browser's own handling.
    preventDropOnDocument: false,
    // One file of the family the field accepts ("image/…", "video/…"); two at once are refused, not cut to one.
    onDrop: (accepted, rejections) => {
      if (accepted.length === 1 && rejections.length === 0) void takeFile(accepted[0]);
      else if (accepted.length + rejections.length > 0) setRejected(true);
    },
  });

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const pickText = translate(accept === 'image' ? 'builders.media.pick_image' : 'builders.media.pick_video');
  const helperId = `${id}-helper-text`;

  return (
    <FormControl component="fieldset" error={fieldState.invalid || rejected} fullWidth margin="dense" data-source={source}>
      <FormLabel component="legend" required={isRequired}>
        <FieldTitle source={source} resource={resource} />
      </FormLabel>
      {/* Outside the drop area: a button may hold nothing focusable. */}
      <input {...getInputProps({ id, 'aria-label': pickText })} />
      <Box
        {...getRootProps(media ? {} : { role: 'button', 'aria-label': pickText, 'aria-describedby': helperId })}
        sx={{
          mt: 1,
          p: 2,
          border: 1,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: isDragActive ? 'primary.main' : fieldState.invalid ? 'error.main' : 'divider',
          cursor: media ? 'default' : 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {media ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <MediaPreview media={media} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {media.name}
              </Typography>
              {media.size !== undefined && (
                <Typography variant="body2" color="text.secondary">
                  {translate(fileSizeKey(fileSize(media.size)), { amount: fileSize(media.size).amount })}
                </Typography>
              )}
            </Box>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" size="small" onClick={open} disabled={percent !== undefined}>
                {translate('builders.media.replace')}
              </Button>
              <Button
                variant="outlined"
                size="small"
                color="error"
                onClick={() => {
                  field.onChange(null);
                  field.onBlur();
                }}
                disabled={percent !== undefined}
              >
                {translate('builders.media.remove')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CloudUpload color="action" />
            <Typography variant="body2">{pickText}</Typography>
          </Stack>
        )}
      </Box>
      {preparing && (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {translate('builders.media.preparing', { name: preparing })}
        </Typography>
      )}
      {percent !== undefined && media && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={translate('builders.media.uploading', { name: media.name, percent })}
          />
          <Typography variant="caption" role="status">
            {translate('builders.media.uploading', { name: media.name, percent })}
          </Typography>
        </Box>
      )}
      <FormHelperText id={helperId}>{rejected ? translate('builders.media.rejected') : <InputHelperText error={error} />}</FormHelperText>
    </FormControl>
  );
}
