/**
 * Writes beside the built admin the fingerprint of the definitions it is built from, so that the
 * server can say at start that the admin in `dist/` is older than its definitions, and
 * `npm run serve` can rebuild it (docs/adding-a-resource.md "Rebuilding the admin").
 */
import type { Plugin } from 'vite';
import { definitions } from '../resources';
import { builtFingerprintFile, definitionsFingerprint } from '../resources/fingerprint';

export function definitionsStamp(): Plugin {
  return {
    name: 'definitions-stamp',
    apply: 'build',
    generateBundle() {
      const source = JSON.stringify({ fingerprint: definitionsFingerprint(definitions) });
      this.emitFile({ type: 'asset', fileName: builtFingerprintFile, source });
    },
  };
}
