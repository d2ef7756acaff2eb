/**
 * A live stream read as a browser's EventSource would (docs/live.md, "The stream"), for tests and
 * the benchmark: a ticket bought with a bearer token, the stream opened with it, its events parsed.
 */
export interface StreamEvent {
  id?: string;
  event: string;
  data: any;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface StreamReader {
  status: number;
  events: StreamEvent[];
  /** The first event of `type` (matching `test`) not taken yet, waiting for it if need be. */
  next(type: string, test?: (data: any) => boolean): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function buyTicket(apiUrl: string, accessToken: string): Promise<string> {
  const answer = await fetch(`${apiUrl}/admin/live/tickets`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
  if (answer.status !== 200) throw new Error(`No ticket: ${answer.status}`);
  return ((await answer.json()) as { data: { ticket: string } }).data.ticket;
}

export async function openStream(
  apiUrl: string,
  ticket: string,
  /** `lastEventId` goes as the browser's reconnection sends it (a header), or as the admin's (the query). */
  options: { tab?: string; lastEventId?: string; resumeBy?: 'header' | 'query' } = {},
): Promise<StreamReader> {
  const abort = new AbortController();
  const inQuery = options.resumeBy === 'query' && options.lastEventId;
  const query = new URLSearchParams({
    ticket,
    tab: options.tab ?? `tab-${crypto.randomUUID()}`,
    ...(inQuery ? { last_event_id: options.lastEventId } : {}),
  });
  const answer = await fetch(`${apiUrl}/live/stream?${query}`, {
    headers: options.lastEventId && !inQuery ? { 'last-event-id': options.lastEventId } : {},
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const taken = new Set<StreamEvent>();
  const waiting = new Set<() => void>();
  const wake = () => waiting.forEach((check) => check());

  const ended = (async () => {
    if (!answer.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const fields = new Map(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)] as const),
          );
          if (!fields.has('event')) continue;
          events.push({
            id: fields.get('id'),
            event: fields.get('event')!,
            data: JSON.parse(fields.get('data') ?? 'null'),
            at: performance.now(),
          });
          wake();
        }
      }
    } catch {
      // Closed by the test.
    }
  })();

  return {
    status: answer.status,
    events,
    ended,
    close: () => abort.abort(),
    next(type, test = () => true) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => !taken.has(event) && event.event === type && test(event.data));
          if (!found) return;
          taken.add(found);
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
        void ended.then(() => {
          if (waiting.delete(check)) reject(new Error(`The stream ended before a "${type}" event`));
        });
      });
    },
  };
}
