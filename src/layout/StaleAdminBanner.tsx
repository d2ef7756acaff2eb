/**
 * Says when this admin was built from other resource definitions than the server serves (a
 * definition changed and the admin not rebuilt): its forms would lack a field, or send one the
 * server no longer takes. Asked once per page load (docs/api.md, `GET /definitions`); a server
 * without the route, or no answer, says nothing.
 */
import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { definitions } from '../../resources';
import { definitionsFingerprint } from '../../resources/fingerprint';
import { useApi } from '../api/ApiContext';

export function StaleAdminBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { httpClient } = useApi();
  const translate = useTranslate();
  const [stale, setStale] = useState(false);
  useEffect(() => {
    let active = true;
    httpClient.request<{ fingerprint?: unknown }>('/definitions').then(
      (answer) => {
        if (active && typeof answer?.fingerprint === 'string') setStale(answer.fingerprint !== definitionsFingerprint(definitions));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [httpClient]);
  if (!stale) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {translate('shell.staleAdmin.reload')}
        </Button>
      }
    >
      {translate('shell.staleAdmin.message')}
    </Alert>
  );
}
