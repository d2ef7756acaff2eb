/**
 * A server process's side of the live streams (docs/live.md): the streams it holds open, the
 * LISTEN that brings it every process's changes and presence, and the heartbeat, which also ends
 * streams whose token expired or was revoked and forgets tabs gone silent.
 */
import type { ServerContext } from '../context';
import type { Listening } from '../db/listen';
import { repeatInBackground } from '../repeating-task';
import { eventsAfter, eventsByIds, liveChannel, pruneEvents } from './events';
import { PresenceBoard, type Presence, type PresenceChange } from './presence';
import type { LiveStream } from './stream';
import { liveTokens } from './tickets';

/** How often changes past their keeping are forgotten. */
const pruneEveryMs = 60_000;

export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  readonly board: PresenceBoard;
  private listening?: Listening;
  private upkeep: { stop(): Promise<void> }[] = [];
  /** Ids a NOTIFY named, read together at the next turn. */
  private named: string[] = [];
  /** The reading of named changes under way: the next waits for it, so streams get them in order. */
  private delivering: Promise<void> = Promise.resolve();
  /** The newest change sent, from where to catch up after the LISTEN was lost. */
  private newestId = '0';

  constructor(
    private readonly context: ServerContext,
    private readonly log: (error: unknown) => void,
  ) {
    this.board = new PresenceBoard(context.config.livePresenceTtlMs);
  }

  async start() {
    this.listening = await this.context.db.listen(
      liveChannel,
      (payload) => this.hear(payload),
      () => void this.catchUp().catch(this.log),
    );
    this.upkeep = [
      repeatInBackground(() => this.beat(), this.context.config.liveHeartbeatMs, this.log),
      repeatInBackground(() => pruneEvents(this.context.db), pruneEveryMs, this.log),
    ];
  }

  async stop() {
    for (const stream of this.streams) stream.end('closing');
    await Promise.all(this.upkeep.map((task) => task.stop()));
    await this.listening?.stop();
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /** A new stream: told its settings and who is where, then (resumed) what it missed. */
  async add(stream: LiveStream, lastEventId: string | undefined) {
    this.streams.add(stream);
    const { liveHeartbeatMs, livePresenceTtlMs } = this.context.config;
    stream.send('hello', {
      tab: stream.tab,
      user_id: stream.holder.userId,
      heartbeat_ms: liveHeartbeatMs,
      presence_ttl_ms: livePresenceTtlMs,
    });
    for (const presence of this.board.everyone()) stream.send('presence', presence);
    const missed = lastEventId ? await eventsAfter(this.context.db, lastEventId) : [];
    if (missed === 'reset') stream.send('reset', {});
    stream.replay(missed === 'reset' ? [] : missed);
  }

  /** A stream that closed: its tab's presence goes with it, for every process. */
  async remove(stream: LiveStream) {
    this.streams.delete(stream);
    if (this.board.everyone().some((presence) => presence.tab === stream.tab)) await this.publish({ type: 'leave', tab: stream.tab });
  }

  /** Tells every process (this one too, through its LISTEN) where a tab is. */
  async publish(change: PresenceChange) {
    await this.context.db.query('select pg_notify($1, $2)', [liveChannel, JSON.stringify(change)]);
  }

  private hear(payload: string) {
    if (payload.startsWith('{')) return this.broadcastPresence(this.presenceOf(payload));
    this.named.push(payload);
    if (this.named.length === 1) this.delivering = this.delivering.then(() => this.deliverNamed()).catch(this.log);
  }

  private presenceOf(payload: string): PresenceChange | undefined {
    const change = JSON.parse(payload) as PresenceChange;
    if (change.type === 'leave') return this.board.leave(change.tab);
    return this.board.hear(change.presence as Presence, Date.now());
  }

  private broadcastPresence(change: PresenceChange | undefined) {
    if (!change) return;
    for (const stream of this.streams) stream.send(change.type, change.type === 'leave' ? { tab: change.tab } : change.presence);
  }

  private async deliverNamed() {
    const ids = this.named.splice(0);
    for (const { id, event } of await eventsByIds(this.context.db, ids)) this.deliver(id, event);
  }

  private deliver(id: string, event: unknown) {
    if (BigInt(id) > BigInt(this.newestId)) this.newestId = id;
    for (const stream of this.streams) stream.change(id, event);
  }

  private async catchUp() {
    const missed = await eventsAfter(this.context.db, this.newestId);
    if (missed === 'reset') for (const stream of this.streams) stream.send('reset', {});
    else for (const { id, event } of missed) this.deliver(id, event);
  }

  /** The heartbeat: every stream hears it, and those whose token no longer works end. */
  private async beat() {
    for (const change of this.board.expire(Date.now())) this.broadcastPresence(change);
    for (const stream of this.streams) stream.heartbeat();
    // Only the streams whose tokens were asked about: one opened meanwhile is not signed out.
    const held = [...this.streams];
    const live = await liveTokens(this.context.db, [...new Set(held.map((stream) => stream.holder.tokenHash))]);
    for (const stream of held) if (!live.has(stream.holder.tokenHash)) stream.end('signed_out');
  }
}
