/**
 * A list that stays current (docs/live.md, "Lists"): a change of its resource by someone else
 * reloads the list's loaded pages in place (react-query keeps the rows shown until the new ones
 * come, so scroll, selection and hover stay), and the rows changed in the last minute are marked.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { ResourceDefinition } from '../../resources/definition';
import { useLiveClient, useLiveEvents } from './LiveContext';

/** How long a row changed by someone else stays marked. */
export const markedForMs = 60_000;

const RecentlyChanged = createContext<ReadonlySet<string>>(new Set());

/** Whether a row was changed by someone else in the last minute. */
export const useChangedRecently = (id: Identifier): boolean => useContext(RecentlyChanged).has(String(id));

export function LiveListProvider({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) {
  const queryClient = useQueryClient();
  const live = useLiveClient();
  const [changed, setChanged] = useState<ReadonlyMap<string, number>>(new Map());

  useLiveEvents((event) => {
    const ours = event.type === 'change' && event.resource === definition.endpoint && event.by?.id !== live?.userId;
    if (!ours && event.type !== 'reset') return;
    void queryClient.invalidateQueries({ queryKey: [definition.name] });
    if (event.type !== 'change' || event.action === 'delete') return;
    const now = Date.now();
    setChanged((before) => new Map([...before, ...event.items.map((item) => [item.id, now] as const)]));
  });

  // Marks older than a minute go.
  useEffect(() => {
    if (changed.size === 0) return;
    const oldest = Math.min(...changed.values());
    const timer = setTimeout(
      () => setChanged((before) => new Map([...before].filter(([, at]) => Date.now() - at < markedForMs))),
      Math.max(0, oldest + markedForMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [changed]);

  const ids = useMemo(() => new Set(changed.keys()), [changed]);
  return <RecentlyChanged.Provider value={ids}>{children}</RecentlyChanged.Provider>;
}
