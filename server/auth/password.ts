/** Password hashing with scrypt (node:crypto): a random salt per password, compared in constant time. */
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../errors';
import type { Said } from '../i18n/texts';
import { concurrencyLimit } from '../seed/concurrency-limit';
import { scryptOnHashingThread } from './hashing-thread';

const keyLength = 64;
const cost: ScryptOptions = { N: 16384, r: 8, p: 1 };

/**
 * One hash at a time, on a low-priority thread of its own (see hashing-thread.ts), however many
 * sign-ins arrive; a queue longer than `maxWaiting` is refused rather than grown.
 */
const oneAtATime = concurrencyLimit(1);
const maxWaiting = 64;
let waiting = 0;

export const busyMessage: Said = { message: 'server.busy' };

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (waiting >= maxWaiting) throw new HttpError(429, busyMessage);
  waiting += 1;
  try {
    return await oneAtATime(() => scryptOnHashingThread(password, salt, keyLength, options));
  } finally {
    waiting -= 1;
  }
}

/** How many hashes have been computed: tests count them to show which requests never hash. */
export const hashingCounter = { derived: 0 };

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so a later change of cost still verifies old ones. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  hashingCounter.derived += 1;
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  hashingCounter.derived += 1;
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a hash that matches nothing, so that a sign-in for an unknown
 * address takes as long as one for a known address (no account enumeration by timing).
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
