/**
 * A short fingerprint of the definitions as data: the admin built from them and the server serving
 * them compare theirs, so that an admin older than the server's definitions says so
 * (docs/adding-a-resource.md "Changing a definition on live data"). Functions (`refine`) are left
 * out: the two bundles compile them differently.
 */
import type { ResourceDefinition } from './definition';

/**
 * FNV-1a (32 bits) over the definitions' JSON: synchronous in the browser and in Node alike, which
 * the Web Crypto digest is not, and a few lines; a fingerprint, not a security check.
 */
export function definitionsFingerprint(definitions: readonly ResourceDefinition[]): string {
  const text = JSON.stringify(definitions);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
