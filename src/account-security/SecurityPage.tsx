import { useState } from 'react';
import { Alert, Card, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useApi } from '../api/ApiContext';
import { DevicesSection } from './DevicesSection';
import { PasswordSection } from './PasswordSection';
import { SecondFactorSection } from './SecondFactorSection';
import { SecurityLogSection } from './SecurityLogSection';
import { isMissingRoute, securityApi } from './securityApi';

/**
 * The signed-in account's security, from the profile menu: its devices (sign one out, or all the
 * others), its password, two-step sign-in and its sign-in and security log. A server without these routes (a
 * stock Laravel one) is said to have none, rather than shown as failing.
 */
export default function SecurityPage() {
  const translate = useTranslate();
  const { httpClient } = useApi();
  const [api] = useState(() => securityApi(httpClient));
  const probe = useQuery({ queryKey: ['me', 'sessions'], queryFn: api.sessions, retry: false });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="titles.security-index" />
      <CardContent>
        {probe.isError && isMissingRoute(probe.error) ? (
          <Alert severity="info">{translate('security.unavailable')}</Alert>
        ) : (
          <Stack spacing={4}>
            <DevicesSection api={api} />
            <PasswordSection api={api} />
            <SecondFactorSection api={api} />
            <SecurityLogSection api={api} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
