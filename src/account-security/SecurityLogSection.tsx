import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { failureMessage } from '../sign-in/failureMessage';
import type { SecurityApi } from './securityApi';
import { useDateTime } from './useDateTime';

/** The account's sign-ins, failures, lockouts, sign-outs and second-factor changes, newest first. */
export function SecurityLogSection({ api }: { api: SecurityApi }) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const events = useQuery({ queryKey: ['me', 'security-log'], queryFn: api.securityLog });
  return (
    <section aria-labelledby="security-log-heading">
      <Typography id="security-log-heading" variant="h6" component="h2">
        {translate('security.log.heading')}
      </Typography>
      {events.isError && <Alert severity="error">{failureMessage(events.error, translate)}</Alert>}
      <List dense aria-labelledby="security-log-heading">
        {(events.data ?? []).map((event) => (
          <ListItem key={event.id} divider>
            <ListItemText
              primary={translate(`security.log.kinds.${event.kind}`, { _: event.kind })}
              secondary={[dateTime(event.at), event.ip, event.browser, event.os].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
