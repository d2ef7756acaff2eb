/** "Alex Editor is editing · on Details, Dutch · since 14:02": who else has this item open, where, read out politely as it changes. */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PresenceEvent } from '../../providers/live';
import { useFormats } from '../i18n/formats';
import { stepKey } from '../i18n/resource-messages';

export function PresenceLine({ resource, others }: { resource: string; others: readonly PresenceEvent[] }) {
  const translate = useTranslate();
  // The time as the interface's locale writes it (`14:02` in Dutch and German).
  const { locale } = useFormats();
  const line = (place: PresenceEvent) => {
    const time = place.since ? new Date(place.since).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) : '';
    const name = place.user.name;
    const step = place.view && translate(stepKey(resource, place.view), { _: place.view });
    const language = place.language && translate(`builders.languages.${place.language}`, { _: place.language });
    const where = step && language ? translate('live.step_and_language', { step, language }) : step || language;
    return where ? translate('live.editing_on', { name, time, where }) : translate('live.editing', { name, time });
  };
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="presence-line"
      sx={{ color: 'text.secondary', typography: 'body2', minHeight: '1.5em' }}
    >
      {others.map((place) => (
        <div key={place.tab}>{line(place)}</div>
      ))}
    </Box>
  );
}
