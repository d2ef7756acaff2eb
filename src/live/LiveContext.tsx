/**
 * The tab's live client (providers/live.ts): one per session's HTTP client, made when a screen
 * first listens (so only the screens that use it load it, never the sign-in area), and the hooks
 * that listen to it. Without the stream (an API that has none) listeners hear nothing.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { createLiveClient, type LiveClient, type LiveEvent, type LiveStatus } from '../../providers/live';
import type { HttpClient } from '../../providers/http-client';
import { ApiContext } from '../api/ApiContext';

const clients = new WeakMap<HttpClient, LiveClient>();

/** None outside the admin's API (a component rendered alone in a test). */
export function useLiveClient(): LiveClient | undefined {
  const api = useContext(ApiContext);
  if (!api) return undefined;
  let client = clients.get(api.httpClient);
  if (!client) clients.set(api.httpClient, (client = createLiveClient(api.httpClient)));
  return client;
}

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
