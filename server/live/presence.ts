/**
 * Who has which item open, as every server process hears it (docs/live.md, "Presence"): each
 * tab says where it is every few seconds, through any process, and the NOTIFY reaches all of
 * them; a tab not heard from for `ttlMs` has left (its tab closed, its connection lost).
 */
import { z } from 'zod';
import { languages } from '../../resources/languages';

/** What a tab says about itself, as it travels in a NOTIFY (well within the payload PostgreSQL allows). */
export const presenceSchema = z.strictObject({
  tab: z.string().min(8).max(64),
  /** The item open in the tab; none: it has none open (it left). */
  resource: z.string().max(64).optional(),
  id: z.string().max(64).optional(),
  /** The step of the form the person is on. */
  view: z.string().max(64).optional(),
  /** The content language whose tab the form shows. */
  language: z.enum(languages).optional(),
  /** When the tab opened the item (the tab's own clock: only shown, never compared). */
  since: z.string().max(40).optional(),
});
export type PresenceReport = z.infer<typeof presenceSchema>;

export interface Presence extends PresenceReport {
  user: { id: string; name: string };
}

/** What a stream is sent: a tab is at an item, or has left the one it was at. */
export type PresenceChange = { type: 'presence'; presence: Presence } | { type: 'leave'; tab: string };

export class PresenceBoard {
  private readonly present = new Map<string, { presence: Presence; heardAt: number }>();

  constructor(private readonly ttlMs: number) {}

  /** Takes in what a tab said; the change streams are to be sent, if any. */
  hear(presence: Presence, now: number): PresenceChange | undefined {
    if (!presence.resource || !presence.id) return this.leave(presence.tab);
    const before = this.present.get(presence.tab)?.presence;
    this.present.set(presence.tab, { presence, heardAt: now });
    const same = (['resource', 'id', 'view', 'language'] as const).every((key) => before?.[key] === presence[key]);
    return same ? undefined : { type: 'presence', presence };
  }

  leave(tab: string): PresenceChange | undefined {
    return this.present.delete(tab) ? { type: 'leave', tab } : undefined;
  }

  /** The tabs silent for longer than the limit, now gone. */
  expire(now: number): PresenceChange[] {
    const gone = [...this.present].filter(([, entry]) => now - entry.heardAt > this.ttlMs).map(([tab]) => tab);
    return gone.flatMap((tab) => this.leave(tab) ?? []);
  }

  /** Everyone present, for a stream that just opened. */
  everyone(): Presence[] {
    return [...this.present.values()].map((entry) => entry.presence);
  }
}
