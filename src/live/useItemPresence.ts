/**
 * Presence at one item (docs/live.md, "Presence"): this tab says it has the item open (and on
 * which step and language tab) while the form is mounted, and hears who else has it open.
 */
import { useEffect, useMemo, useState } from 'react';
import type { PresenceEvent } from '../../providers/live';
import { useLiveClient, useLiveEvents } from './LiveContext';

/** Says this tab is at `resource`/`id`, on `view`, until unmounted or moved. */
export function useTellPlace(resource: string, id: string | undefined, view: string | undefined) {
  const live = useLiveClient();
  // The form is mounted anew for each item it opens: when it mounted is when this tab opened the item.
  const [since] = useState(() => new Date().toISOString());
  useEffect(() => {
    if (id !== undefined) live?.setPlace({ resource, id, view, since });
  }, [live, resource, id, view, since]);
  useEffect(() => () => live?.setPlace(undefined), [live, resource, id]);
}

/** How the language tabs of this tab's open item say which language they show (LanguageToldContext). */
export function useLanguageTeller(): ((language: string | undefined) => void) | undefined {
  const live = useLiveClient();
  return useMemo(() => live && ((language: string | undefined) => live.setLanguage(language)), [live]);
}

/** The other people (not the signed-in user) with this item open, one entry per tab. */
export function useOthersAt(resource: string, id: string | undefined): PresenceEvent[] {
  const live = useLiveClient();
  const others = () =>
    (live?.present() ?? []).filter((place) => place.resource === resource && place.id === id && place.user.id !== live?.userId);
  const [present, setPresent] = useState(others);
  useLiveEvents((event) => {
    if (event.type === 'presence' || event.type === 'leave') setPresent(others());
  });
  return present;
}
