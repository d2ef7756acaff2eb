/**
 * A connection of its own that LISTENs on one channel of a PostgreSQL server (docs/live.md,
 * "Fan-out"): a pooled connection cannot hold a LISTEN, since the pool hands it to others. A lost
 * connection is opened again; `onReconnect` then lets the listener catch up on what it missed.
 */
import pg from 'pg';

/** How long to wait before opening a lost listening connection again. */
const reconnectDelayMs = 1000;

export interface Listening {
  stop(): Promise<void>;
}

export async function listenOnPostgres(
  connection: string | pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function open(): Promise<void> {
    const next = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error(`The live listening connection was lost: ${error.message}`);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      scheduleReopen();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function scheduleReopen() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      open().then(onReconnect, (error: Error) => {
        console.error(`The live listening connection could not be opened: ${error.message}`);
        scheduleReopen();
      });
    }, reconnectDelayMs);
    retry.unref();
  }

  await open();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
