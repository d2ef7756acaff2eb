/**
 * `npm run bench:bulk [-- --data-dir DIR] [--database-url URL] [--exercises N] [--filter QUERY]`
 *
 * A content manager's bulk write by filter on a large library: "Select all matching", then
 * premium on or off for every exercise the list's query selects (`PATCH /admin/exercises/bulk`
 * with the confirmed count), the real server on 127.0.0.1. Times the count and two bulk writes
 * (premium on, then off again, so that a run leaves the data as it found it). It has no target;
 * the figures are for comparison (docs/performance.md, "A bulk write of thousands"). Without
 * `--data-dir` it seeds a temporary folder.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { databaseName, startBenchServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    exercises: { type: 'string', default: '100000' },
    filter: { type: 'string', default: 'type=strength' },
  },
});
const exerciseCount = Number(args.exercises);
const query = args.filter!;

const { config, apiUrl, token, stop } = await startBenchServer({
  dataDir: args['data-dir'],
  exercises: exerciseCount,
  name: 'bulk',
  databaseUrl: args['database-url'],
});
const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };

async function timed(method: string, url: string, body?: unknown): Promise<{ ms: number; body: any }> {
  const started = performance.now();
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { ms, body: answer };
}

try {
  console.log(
    `\nBulk write by filter, ${exerciseCount.toLocaleString('en')} exercises, ${databaseName(config)}, load ${os.loadavg()[0].toFixed(1)}`,
  );
  const counted = await timed('GET', `${apiUrl}/admin/exercises/count?${query}`);
  const count: number = counted.body.data.count;
  console.log(`  the count of ${query}: ${count.toLocaleString('en')} in ${counted.ms.toFixed(0)} ms`);
  for (const premium of [true, false]) {
    const written = await timed('PATCH', `${apiUrl}/admin/exercises/bulk?${query}`, { count, data: { premium } });
    const seconds = written.ms / 1000;
    console.log(
      `  premium ${premium ? 'on' : 'off'} for ${written.body.data.updated.toLocaleString('en')}: ${seconds.toFixed(1)} s, ` +
        `${Math.round(count / seconds).toLocaleString('en')} items/s (target: none set)`,
    );
  }
} finally {
  await stop();
}
