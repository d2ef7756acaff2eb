/**
 * Limits on requests per e-mail and client address: failed sign-ins, asks for a reset link,
 * password checks per address, failed sign-ins per account. Counted by @fastify/rate-limit in
 * the database, in fixed windows, so that every copy of the server behind a load balancer sees
 * the same count.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { tryAgainLater } from '../errors';
import type { Said } from '../i18n/texts';
import { normalizeEmail } from './users';

export interface RequestKey {
  email: string;
  ip: string;
}

export interface RequestLimit {
  /** The table of counts: one row per e-mail and address, holding the requests of its current window. */
  table: string;
  windowSeconds: number;
  /** How many requests a window allows; the next one is answered 429. */
  allowed(config: ServerConfig): number;
  /** The 429's message, given the seconds until the window ends. */
  refusal(retryAfterSeconds: number): Said;
}

/** Password checks (sign-in, account deletion); a correct password takes its attempt back. */
export const signInAttempts: RequestLimit = {
  table: 'auth_sign_in_attempts',
  windowSeconds: 60,
  allowed: (config) => config.signInAttemptsPerMinute,
  refusal: (seconds) => ({ message: 'server.limits.signIn', args: { seconds } }),
};

/** Asks for a reset link, for known and unknown addresses alike (a 429 must not tell them apart). */
export const passwordResetRequests: RequestLimit = {
  table: 'auth_password_reset_requests',
  windowSeconds: 3600,
  allowed: (config) => config.passwordResetRequestsPerHour,
  refusal: (seconds) => ({ message: 'server.limits.resetRequests', args: { minutes: Math.ceil(seconds / 60) } }),
};

/**
 * Password checks (sign-in, reset, account deletion) per client address, whatever the account: each
 * one costs a scrypt hash, slow by design, so one address cannot take the server's time. Counted
 * under the e-mail ''.
 */
export const passwordChecksPerAddress: RequestLimit = {
  table: 'auth_address_password_checks',
  windowSeconds: 60,
  allowed: (config) => config.passwordChecksPerAddressPerMinute,
  refusal: (seconds) => ({ message: 'server.limits.passwordChecks', args: { seconds } }),
};

/**
 * Failed sign-ins per account from every address (under the address ''): past the limit, only
 * a known device (an address the account has signed in from) may still try, so that an attacker
 * elsewhere can neither keep guessing nor keep the real user out.
 */
export const accountSignInFailures: RequestLimit = {
  table: 'auth_account_sign_in_failures',
  windowSeconds: 3600,
  allowed: (config) => config.signInFailuresPerAccountPerHour,
  refusal: (seconds) => ({ message: 'server.limits.accountFailures', args: { minutes: Math.ceil(seconds / 60) } }),
};

const limits = [signInAttempts, passwordResetRequests, passwordChecksPerAddress, accountSignInFailures];

/** The addresses an account signed in from, for as long as a session from there could live. */
const knownDevicesTable = 'auth_known_devices';

export async function migrateRequestLimits(db: Queryable): Promise<void> {
  for (const { table } of limits) {
    await db.query(`
      create table if not exists ${table} (
        email text not null,
        ip text not null,
        window_started_at timestamptz not null,
        attempts integer not null,
        primary key (email, ip)
      )`);
    await db.query(`create index if not exists ${table}_window on ${table} (window_started_at)`);
  }
  await db.query(`
    create table if not exists ${knownDevicesTable} (
      email text not null,
      ip text not null,
      signed_in_at timestamptz not null,
      primary key (email, ip)
    )`);
}

/** A key of the limits' tables as @fastify/rate-limit carries it: the e-mail and the address. */
const storeKey = (key: RequestKey) => JSON.stringify([normalizeEmail(key.email), key.ip]);
const keyColumns = (key: string) => JSON.parse(key) as [email: string, ip: string];

interface Window {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

type Callback = (error: Error | null, result?: Window) => void;

/**
 * @fastify/rate-limit's store over a limit's own table (its `table` option): one row per e-mail
 * and address holding the requests of its current fixed window, so that every copy of the server
 * counts together. The plugin has stores in memory and Redis only.
 */
function databaseStore(db: Queryable) {
  return class DatabaseStore {
    constructor(private readonly options: { table?: string }) {}

    child(options: { table?: string }) {
      return new DatabaseStore(options);
    }

    /** Counts a request in a single statement, so that parallel requests cannot slip past the limit. */
    incr(key: string, callback: Callback, timeWindow: number) {
      const table = this.options.table!;
      const seconds = timeWindow / 1000;
      void (async () => {
        // Windows that have run out mean nothing any more; dropping them keeps the table small.
        await db.query(`delete from ${table} where window_started_at <= now() - make_interval(secs => $1)`, [seconds]);
        const { rows } = await db.query<{ attempts: number; ttl: number }>(
          `insert into ${table} as a (email, ip, window_started_at, attempts) values ($1, $2, now(), 1)
           on conflict (email, ip) do update set
             attempts = case when a.window_started_at <= now() - make_interval(secs => $3) then 1 else a.attempts + 1 end,
             window_started_at = case when a.window_started_at <= now() - make_interval(secs => $3) then now() else a.window_started_at end
           returning attempts, ceil(extract(epoch from window_started_at + make_interval(secs => $3) - now()) * 1000)::int as ttl`,
          [...keyColumns(key), seconds],
        );
        return { current: rows[0].attempts, ttl: rows[0].ttl };
      })().then((window) => callback(null, window), callback);
    }

    /** The window's count without counting. */
    read(key: string, callback: Callback, timeWindow: number) {
      const seconds = timeWindow / 1000;
      db.query<{ attempts: number; ttl: number }>(
        `select attempts, ceil(extract(epoch from window_started_at + make_interval(secs => $3) - now()) * 1000)::int as ttl
         from ${this.options.table!} where email = $1 and ip = $2 and window_started_at > now() - make_interval(secs => $3)`,
        [...keyColumns(key), seconds],
      ).then((result) => callback(null, { current: result.rows[0]?.attempts ?? 0, ttl: result.rows[0]?.ttl ?? timeWindow }), callback);
    }
  };
}

/** The limits as the routes use them: each counts, or checks, one request of a key. */
export interface RequestLimiter {
  /** Counts the request before it does its work; 429 with Retry-After once its window holds more than allowed. */
  count(request: FastifyRequest, limit: RequestLimit, key: RequestKey): Promise<void>;
  /** 429 if the key's window already holds as many requests as allowed; counts nothing. */
  refuseIfExhausted(request: FastifyRequest, limit: RequestLimit, key: RequestKey): Promise<void>;
  /** Counts the request without refusing it (a failure, counted after the fact). */
  add(request: FastifyRequest, limit: RequestLimit, key: RequestKey): Promise<void>;
}

/** Registers @fastify/rate-limit (per call, not per route) with the database store; the limiter of every limit. */
export async function registerRequestLimits(app: FastifyInstance, { config, db }: ServerContext): Promise<RequestLimiter> {
  await app.register(rateLimit, { global: false, store: databaseStore(db) as never });
  // The key of each call, set just before it: a limit's key is the route's to say (an e-mail of the body, or the user's).
  const keys = new WeakMap<FastifyRequest, string>();
  const limiters = new Map(
    limits.map((limit) => [
      limit,
      app.createRateLimit({
        table: limit.table,
        max: limit.allowed(config),
        timeWindow: limit.windowSeconds * 1000,
        keyGenerator: (request: FastifyRequest) => keys.get(request)!,
      } as Parameters<FastifyInstance['createRateLimit']>[0]),
    ]),
  );
  const check = async (request: FastifyRequest, limit: RequestLimit, key: RequestKey, increment: boolean) => {
    keys.set(request, storeKey(key));
    const result = await limiters.get(limit)!(request, { increment });
    return result.isAllowed ? undefined : result;
  };
  const refusal = (limit: RequestLimit, ttl: number) => tryAgainLater(429, limit.refusal(Math.max(1, Math.ceil(ttl / 1000))), ttl / 1000);
  return {
    async count(request, limit, key) {
      const window = await check(request, limit, key, true);
      if (window?.isExceeded) throw refusal(limit, window.ttl);
    },
    async refuseIfExhausted(request, limit, key) {
      const window = await check(request, limit, key, false);
      if (window && window.remaining === 0) throw refusal(limit, window.ttl);
    },
    async add(request, limit, key) {
      await check(request, limit, key, true);
    },
  };
}

/** Remembers that the account signed in from this address. */
export async function rememberDevice(context: ServerContext, key: RequestKey): Promise<void> {
  await context.db.query(
    `insert into ${knownDevicesTable} (email, ip, signed_in_at) values ($1, $2, now())
     on conflict (email, ip) do update set signed_in_at = now()`,
    [normalizeEmail(key.email), key.ip],
  );
}

/** Whether the account signed in from this address within a refresh token's lifetime. */
export async function isKnownDevice(context: ServerContext, key: RequestKey): Promise<boolean> {
  const { rows } = await context.db.query(
    `select 1 from ${knownDevicesTable} where email = $1 and ip = $2 and signed_in_at > now() - make_interval(secs => $3)`,
    [normalizeEmail(key.email), key.ip, context.config.refreshTokenTtlSeconds],
  );
  return rows.length > 0;
}

/** This key's count starts again. Other keys (other addresses) keep theirs. */
export async function clearRequests(db: Queryable, limit: RequestLimit, key: RequestKey): Promise<void> {
  await db.query(`delete from ${limit.table} where email = $1 and ip = $2`, [normalizeEmail(key.email), key.ip]);
}

/** Every count kept for an e-mail address, from whichever client: part of what an account deletion erases. */
export async function forgetRequests(db: Queryable, email: string): Promise<void> {
  for (const table of [...limits.map((limit) => limit.table), knownDevicesTable])
    await db.query(`delete from ${table} where email = $1`, [normalizeEmail(email)]);
}
