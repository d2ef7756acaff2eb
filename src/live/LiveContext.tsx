/**
 * The tab's live client (providers/live.ts), made once with the main area and closed with it, and
 * the hooks that listen to it. Without the stream (an API that has none) listeners hear nothing.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createLiveClient, type LiveClient, type LiveEvent, type LiveStatus } from '../../providers/live';
import { useApi } from '../api/ApiContext';

const LiveContext = createContext<LiveClient | undefined>(undefined);

export function LiveProvider({ children, client }: { children: ReactNode; client?: LiveClient }) {
  const { httpClient } = useApi();
  const [live] = useState(() => client ?? createLiveClient(httpClient));
  useEffect(() => () => live.close(), [live]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

export const useLiveClient = (): LiveClient | undefined => useContext(LiveContext);

/** Calls `listener` with every event of the stream while mounted (the latest `listener` each time). */
export function useLiveEvents(listener: (event: LiveEvent) => void) {
  const live = useLiveClient();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => live?.subscribe((event) => latest.current(event)), [live]);
}

/** The stream's state: whether changes arrive live (`open`) or the API has none (`unavailable`). */
export function useLiveStatus(): LiveStatus | undefined {
  const live = useLiveClient();
  const [status, setStatus] = useState(live?.status);
  useEffect(() => {
    setStatus(live?.status);
    return live?.onStatus(setStatus);
  }, [live]);
  return status;
}
