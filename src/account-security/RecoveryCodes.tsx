import { Alert, Box, Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../export/saveFile';

/**
 * Ten recovery codes, shown once (docs/api.md "A second factor"): to copy or download before the
 * user says done, since the server keeps only their hashes. `renewed` says the old ones are void.
 */
export function RecoveryCodes({ codes, renewed, onDone }: { codes: string[]; renewed: boolean; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('security.secondFactor.copied', { type: 'info' });
    } catch {
      notify('security.secondFactor.copyFailed', { type: 'error' });
    }
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <Alert severity="success">
        {translate('security.secondFactor.codesIntro')}
        {renewed && ` ${translate('security.secondFactor.oldCodesVoid')}`}
      </Alert>
      <Box component="ol" aria-label={translate('security.secondFactor.codes')} sx={{ fontFamily: 'monospace', columns: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>
          {translate('security.secondFactor.copy')}
        </Button>
        <Button variant="outlined" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}>
          {translate('security.secondFactor.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('security.secondFactor.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
