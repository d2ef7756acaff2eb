import { useLocaleState } from 'react-admin';

/** A moment as the interface's locale writes a date and time. */
export function useDateTime(): (iso: string) => string {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
