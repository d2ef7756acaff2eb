/**
 * The start says, in one warning of the log, that the admin in `dist/` was built from other
 * definitions than the server's (or by a build that wrote none), and says nothing of an admin
 * built from the server's own.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { authors } from '../../resources/authors/definition';
import { builtFingerprintFile, definitionsFingerprint } from '../../resources/fingerprint';
import { startTestServer } from '../testing.test-support';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'admin-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Pitchside</title><div id="root"></div>');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

/** The log lines of a start on `dist` as it is, serving `authors` alone. */
async function startLog(): Promise<string[]> {
  const lines: string[] = [];
  const server = await startTestServer({ adminDist: dist, logLevel: 'warn', logDestination: { write: (line) => lines.push(line) } }, [
    authors,
  ]);
  await server.close();
  return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
}

const stamp = (fingerprint: string) => writeFile(path.join(dist, builtFingerprintFile), JSON.stringify({ fingerprint }));
const stale = () =>
  `The admin in ${dist} was built from other definitions than this server's: rebuild it with \`npm run build\` (or \`npm start\`)`;

it('warns once at start of an admin built from other definitions, or by a build that wrote none', async () => {
  expect(await startLog()).toEqual([stale()]);
  await stamp(definitionsFingerprint([]));
  expect(await startLog()).toEqual([stale()]);
});

it('says nothing of an admin built from the definitions served', async () => {
  await stamp(definitionsFingerprint([authors]));
  expect(await startLog()).toEqual([]);
});
