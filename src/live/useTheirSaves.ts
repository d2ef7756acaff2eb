/**
 * Saves of the open item by someone else (docs/live.md, "An item open elsewhere"): heard on the
 * stream, or, against an API without one, found by reading the item again when the tab regains
 * focus (its version, or where the API has none, its content against the form's copy). Either way the item as it is now is read, for the notice and the merge.
 */
import { useEffect, useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import { versionOf } from '../../providers/versions';
import { changesSince } from '../builders/versions/threeWayMerge';
import type { ResourceDefinition } from '../../resources/definition';
import type { Person } from '../../providers/live';
import { useLiveClient, useLiveEvents, useLiveStatus } from './LiveContext';

export interface TheirSave {
  theirs: RaRecord | undefined;
  by: Person | null | undefined;
  at?: string;
  deleted: boolean;
}

export function useTheirSaves(definition: ResourceDefinition, record: RaRecord | undefined) {
  const resource = definition.name;
  const dataProvider = useDataProvider();
  const live = useLiveClient();
  const status = useLiveStatus();
  const [save, setSave] = useState<TheirSave>();
  const id = record?.id === undefined ? undefined : String(record.id);
  const version = versionOf(record);

  const readTheirs = async (by: TheirSave['by'], at?: string) => {
    if (id === undefined) return;
    const { data } = await dataProvider.getOne(resource, { id });
    // An API without versions (a stock Laravel one): whether what the form shows differs from the item now.
    const moved = version === undefined ? changesSince(definition, record!, data).length > 0 : (versionOf(data) ?? 0) > version;
    if (moved) setSave({ theirs: data, by, at, deleted: false });
  };

  useLiveEvents((event) => {
    if (event.type === 'reset') return void readTheirs(undefined).catch(() => undefined);
    if (event.type !== 'change' || event.resource !== definition.endpoint || event.by?.id === live?.userId) return;
    const mine = event.items.find((item) => item.id === id);
    if (!mine || mine.version <= (version ?? 0)) return;
    if (event.action === 'delete') return setSave({ theirs: undefined, by: event.by, at: event.at, deleted: true });
    void readTheirs(event.by, event.at).catch(() => undefined);
  });

  // Without the stream: the item's version is read again when the user comes back to the tab.
  useEffect(() => {
    if (status !== 'unavailable') return;
    const check = () => {
      if (document.visibilityState === 'visible') void readTheirs(undefined).catch(() => undefined);
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  });

  return { save, dismiss: () => setSave(undefined) };
}
