/**
 * `npm run serve`'s first step: builds the admin again when its build in `dist/` is stale, and
 * leaves it otherwise. Stale is what the server would warn of at start (server/http/stale-admin.ts:
 * built from other definitions than the server's), or a file the admin is built from changed
 * since (README, "Run it").
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { definitions } from '../resources';
import { builtFingerprintFile } from '../resources/fingerprint';
import { isStaleAdmin } from '../server/http/stale-admin';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
/** What the admin's build reads (vite.config.ts), its dependencies by the lock file; tests are not built. */
const sources = ['src', 'resources', 'locales', 'providers', 'public', 'build', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The latest change to `entry`, a file or every file under a folder but tests. */
function changedAt(entry: string): number {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) return stats?.mtimeMs ?? 0;
  return Math.max(
    0,
    ...readdirSync(entry)
      .filter((name) => !/\.test(-support)?\.tsx?$/.test(name))
      .map((name) => changedAt(path.join(entry, name))),
  );
}

function staleness(): string | undefined {
  if (isStaleAdmin(dist, definitions)) return 'built from other definitions than the server serves, or not built';
  const builtAt = statSync(path.join(dist, builtFingerprintFile)).mtimeMs;
  if (sources.some((source) => changedAt(path.join(root, source)) > builtAt)) return 'a file it is built from changed since';
  return undefined;
}

const stale = staleness();
if (stale === undefined) {
  console.log('The admin in dist/ is up to date');
} else {
  console.log(`The admin in dist/ is stale (${stale}): building it`);
  const { status } = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
