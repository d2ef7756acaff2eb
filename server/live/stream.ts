/**
 * One open event stream (docs/live.md, "The stream"): server-sent events written to the answer
 * of `GET /api/v1/live/stream`, which stays open until the client goes or its token ends.
 */
import type { ServerResponse } from 'node:http';
import type { StreamHolder } from './tickets';

export class LiveStream {
  private ended = false;
  /** Changes heard while the missed ones are replayed, sent after them; none once replayed. */
  private held: { id: string; data: unknown }[] | undefined = [];
  /**
   * Replayed changes whose NOTIFY has not come yet: it may come after the replay, and each comes
   * once, so each id is forgotten when it does (at most the replay's length, docs/live.md "Resuming").
   */
  private readonly replayed = new Set<string>();

  constructor(
    private readonly answer: ServerResponse,
    readonly holder: StreamHolder,
    /** The browser tab that opened it, whose presence ends with it. */
    readonly tab: string,
  ) {}

  get open(): boolean {
    return !this.ended && !this.answer.destroyed;
  }

  send(event: string, data: unknown, id?: string) {
    if (!this.open) return;
    this.answer.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A change heard live: held back while the replay runs, and not sent twice. */
  change(id: string, data: unknown) {
    if (this.held) this.held.push({ id, data });
    else if (!this.replayed.delete(id)) this.send('change', data, id);
  }

  /** Sends what the stream missed, then what came meanwhile. */
  replay(missed: readonly { id: string; event: unknown }[]) {
    for (const { id, event } of missed) {
      this.replayed.add(id);
      this.send('change', event, id);
    }
    const held = this.held ?? [];
    this.held = undefined;
    for (const { id, data } of held) this.change(id, data);
  }

  /** A comment line: keeps proxies and the browser from taking a quiet stream for a dead one. */
  heartbeat() {
    if (this.open) this.answer.write(': heartbeat\n\n');
  }

  /** Says why (the client then asks for a new ticket, or stops) and closes. */
  end(reason: string) {
    if (!this.open) return;
    this.send('end', { reason });
    this.ended = true;
    this.answer.end();
  }
}
