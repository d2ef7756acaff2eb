import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { failureMessage } from '../sign-in/failureMessage';
import type { DeviceSession, SecurityApi } from './securityApi';
import { useDateTime } from './useDateTime';

/** The account's signed-in devices, each with a way to sign it out, and one to sign out all the others. */
export function DevicesSection({ api }: { api: SecurityApi }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ['me', 'sessions'], queryFn: api.sessions });
  const changed = () => queryClient.invalidateQueries({ queryKey: ['me'] });

  const act = async (work: () => Promise<unknown>, done: string, options?: { ended?: number }) => {
    try {
      await work();
      notify(done, { type: 'info', messageArgs: { smart_count: options?.ended ?? 1 } });
    } catch (error) {
      notify(failureMessage(error, translate), { type: 'error' });
    }
    await changed();
  };

  const name = (session: DeviceSession) =>
    [session.browser, session.os].filter(Boolean).join(translate('security.devices.on')) || translate('security.devices.unknownBrowser');
  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <section aria-labelledby="devices-heading">
      <Typography id="devices-heading" variant="h6" component="h2">
        {translate('security.devices.heading')}
      </Typography>
      {sessions.isError && <Alert severity="error">{failureMessage(sessions.error, translate)}</Alert>}
      <List aria-labelledby="devices-heading">
        {(sessions.data ?? []).map((session) => (
          <ListItem
            key={session.id}
            divider
            secondaryAction={
              session.current ? undefined : (
                <Button onClick={() => void act(() => api.endSession(session.id), 'security.devices.signedOut')}>
                  {translate('security.devices.signOut')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={session.current ? translate('security.devices.thisDevice', { name: name(session) }) : name(session)}
              secondary={translate('security.devices.details', {
                ip: session.ip,
                first: dateTime(session.createdAt),
                last: dateTime(session.lastUsedAt),
              })}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          disabled={others.length === 0}
          onClick={() =>
            void act(
              async () => {
                const { ended } = await api.endOtherSessions();
                return ended;
              },
              'security.devices.othersSignedOut',
              { ended: others.length },
            )
          }
        >
          {translate('security.devices.signOutOthers')}
        </Button>
      </Stack>
    </section>
  );
}
