/**
 * `bash scripts/with-postgres.sh npx tsx bench/copy-out.ts [--rows N] [--rounds R]`
 *
 * The export's `COPY … TO STDOUT` read two ways on the same server: the project's reader
 * (server/db/copy-out.ts, on the pool's OneBufferSocket) and pg-copy-streams' `to()` (on pg's
 * own socket), alternated in one sitting. Each round copies N rows of some 300 bytes and throws
 * them away; it prints this process's CPU time and wall time per way, with the target beside
 * them: the library is taken unless it costs more CPU than the reader it would replace.
 */
import net from 'node:net';
import type { Duplex, Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { copyOutQuery } from '../server/db/copy-out';
import { OneBufferSocket } from '../server/db/one-buffer-socket';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '500000' }, rounds: { type: 'string', default: '4' } } });
const rows = Number(values.rows);
const rounds = Number(values.rounds);
const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error('Run under scripts/with-postgres.sh, which sets DATABASE_URL');

const sql = `copy (select json_build_object('id', g, 'name', md5(g::text), 'notes', repeat('x', 240)) from generate_series(1, ${rows}) g) to stdout`;

interface Way {
  name: string;
  socket: () => Duplex;
  copy: (client: pg.Client) => Readable;
}

const ways: Way[] = [
  { name: 'server/db/copy-out.ts', socket: () => new OneBufferSocket(), copy: (client) => client.query(copyOutQuery(sql)) },
  { name: 'pg-copy-streams 7.0.0', socket: () => new net.Socket(), copy: (client) => client.query(copyTo(sql)) },
];

/** One COPY read to its end: bytes, this process's CPU seconds, wall seconds. */
async function measure(way: Way) {
  const client = new pg.Client({ connectionString, stream: way.socket as never });
  await client.connect();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of way.copy(client)) bytes += (chunk as Buffer).length;
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  await client.end();
  return { bytes, cpuSeconds: (user + system) / 1e6, seconds };
}

const totals = new Map(ways.map((way) => [way.name, { cpu: 0, wall: 0, bytes: 0 }]));
for (let round = 0; round < rounds; round += 1) {
  for (const way of round % 2 === 0 ? ways : [...ways].reverse()) {
    const result = await measure(way);
    const total = totals.get(way.name)!;
    total.cpu += result.cpuSeconds;
    total.wall += result.seconds;
    total.bytes = result.bytes;
  }
}

console.log(`COPY of ${rows.toLocaleString('en-US')} rows, ${rounds} rounds alternated, mean per round`);
for (const [name, total] of totals)
  console.log(
    `${name.padEnd(24)} ${(total.bytes / 1e6).toFixed(1)} MB  CPU ${(total.cpu / rounds).toFixed(3)} s  wall ${(total.wall / rounds).toFixed(3)} s`,
  );
const [ours, library] = [...totals.values()];
console.log(
  `target: the library's CPU no more than the reader's (${(ours.cpu / rounds).toFixed(3)} s); library/ours = ${(library.cpu / ours.cpu).toFixed(2)}`,
);
