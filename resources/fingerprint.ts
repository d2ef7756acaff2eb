/**
 * A short fingerprint of the definitions as data: the admin built from them and the server serving
 * them compare theirs, so that an admin older than the server's definitions says so
 * (docs/adding-a-resource.md "Changing a definition on live data"). Left out is what the two may
 * hold differently without disagreeing on what is written: functions (`refine`), which the two
 * bundles compile differently, and the names of choices, which may be the platform's own
 * (resources/countries.ts: a browser's Unicode data names some countries otherwise than Node's).
 */
import type { ResourceDefinition } from './definition';

/**
 * The file beside the built admin (in `dist/`) that holds the fingerprint it was built from, as
 * `{ "fingerprint": … }`: the server reads it at start, `npm run serve` before it.
 */
export const builtFingerprintFile = 'definitions.json';

/**
 * FNV-1a (32 bits) over the definitions' JSON: synchronous in the browser and in Node alike, which
 * the Web Crypto digest is not, and a few lines; a fingerprint, not a security check.
 */
export function definitionsFingerprint(definitions: readonly ResourceDefinition[]): string {
  const text = JSON.stringify(definitions, (key, value: unknown) =>
    key === 'choices' && Array.isArray(value) ? value.map((choice: { id?: unknown }) => choice?.id ?? choice) : value,
  );
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
