/**
 * Whether the built admin is older than the definitions the server serves: the fingerprint its
 * build wrote beside it (build/definitions-stamp.ts) against the server's. The admin says the same
 * on screen once loaded; this says it at start, and `npm run serve` rebuilds on it
 * (docs/adding-a-resource.md "Rebuilding the admin").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResourceDefinition } from '../../resources/definition';
import { builtFingerprintFile, definitionsFingerprint } from '../../resources/fingerprint';

/** The fingerprint the admin in `dist` was built from; none for a build that wrote none (an older build). */
export function builtFingerprint(dist: string): string | undefined {
  try {
    const stamp = JSON.parse(readFileSync(path.join(dist, builtFingerprintFile), 'utf8')) as { fingerprint?: unknown };
    return typeof stamp.fingerprint === 'string' ? stamp.fingerprint : undefined;
  } catch {
    return undefined;
  }
}

/** The admin in `dist` was built from other definitions than `definitions`, or said none. */
export const isStaleAdmin = (dist: string, definitions: readonly ResourceDefinition[]) =>
  builtFingerprint(dist) !== definitionsFingerprint(definitions);

/** The start's one line on a stale admin. */
export const staleAdminWarning = (dist: string) =>
  `The admin in ${dist} was built from other definitions than this server's: rebuild it with \`npm run build\` (or \`npm start\`)`;
