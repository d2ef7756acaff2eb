/** On an API that gives no versions (a stock Laravel back end), the edit screen says once, quietly, that it cannot detect simultaneous edits. */
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { versionOf } from '../../../providers/versions';

export function NoVersionsNote() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record || versionOf(record) !== undefined) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }} data-testid="no-versions-note">
      {translate('builders.versions.no_versions')}
    </Typography>
  );
}
