/**
 * A gate in memory before the session routes (sign-in, refresh, reset): an address whose requests
 * keep failing is slowed down before it reaches the database. The limits in request-limits.ts
 * are exact but cost a database write each; a client hammering these routes with made-up
 * tokens or e-mails would still take the request thread from signed-in staff (measured by
 * `npm run bench:auth-flood`). Past `authFailuresPerAddressPerMinute` failed answers, each
 * further request from that address is held for `authRefusalDelayMs` and refused with 429, so a
 * flooding client gets about one answer a second for almost no work. Successful answers do not
 * count, so an office behind one address is never slowed by its own sign-ins and refreshes.
 * Written here rather than with @fastify/rate-limit, which counts requests before they are
 * answered and cannot count only the failed answers.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

type Window = { startedAt: number; failures: number };

const windowMs = 60_000;
/** Refusals held at once; past this many, the refusal is answered at once (timers are cheap, not free). */
const maxHeldRefusals = 1_000;
/** Addresses remembered at once; past this, the oldest windows are forgotten first. */
const maxAddresses = 100_000;

export const refusedMessage = (seconds: number) => `Too many failed requests from your address. Please try again in ${seconds} seconds.`;

export function addFailureGate(scope: FastifyInstance, { config }: ServerContext): void {
  const windows = new Map<string, Window>();
  let held = 0;

  const current = (ip: string, now: number): Window | undefined => {
    const window = windows.get(ip);
    if (window && now - window.startedAt >= windowMs) {
      windows.delete(ip);
      return undefined;
    }
    return window;
  };

  scope.addHook('onRequest', async (request, reply) => {
    const now = Date.now();
    const window = current(request.ip, now);
    if (!window || window.failures < config.authFailuresPerAddressPerMinute) return;
    const retryAfter = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
    if (held < maxHeldRefusals && config.authRefusalDelayMs > 0) {
      held += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, config.authRefusalDelayMs));
      } finally {
        held -= 1;
      }
    }
    reply.header('retry-after', String(retryAfter));
    return reply.code(429).send({ message: refusedMessage(retryAfter) });
  });

  scope.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 || reply.statusCode === 429) return;
    const now = Date.now();
    const window = current(request.ip, now);
    if (window) {
      window.failures += 1;
      return;
    }
    if (windows.size >= maxAddresses) windows.delete(windows.keys().next().value!);
    windows.set(request.ip, { startedAt: now, failures: 1 });
  });
}
