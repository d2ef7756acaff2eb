import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The export screen at `/export`, in the main layout (spec §2); what it exports is issue 7's. */
export function ExportPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="titles.export-index" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('titles.export-index')}
        </Typography>
      </CardContent>
    </Card>
  );
}
