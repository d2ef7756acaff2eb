/**
 * `npm run bench:sweep [-- --data-dir DIR] [--database-url URL] [--exercises N] [--orphans N]`
 *
 * The media sweep on a large library: a server that starts at once and stays small. Every exercise
 * without a thumbnail gets one and an image, and a version in its history holding the picture an
 * update replaced (three media rows and folders each); `--orphans` (1,000) media rows nothing
 * refers to and as many folders with no row, all older than the grace period. It then times the
 * server's start until it listens (the sweep runs in the background) and one sweep
 * (`sweepOrphanMedia`), with the memory the sweep added, against the targets: start-up under 3 s,
 * memory that does not grow with the library; then the check a delete makes of each file it lets go
 * (`removeMediaIfUnreferenced`), which must stay a request's size. Without `--data-dir` it seeds a
 * temporary folder; with one, a second run adds only what is missing.
 */
import { mkdir, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exercises } from '../resources/exercises/definition';
import { buildServer } from '../server/app';
import { historyTable } from '../server/history';
import { readColumns } from '../server/items';
import { identifier } from '../server/db/sql';
import { storedColumns, tableName } from '../server/items';
import { mediaDirectory } from '../server/media/files';
import { removeMediaIfUnreferenced, sweepOrphanMedia } from '../server/media/sweep';
import { mediaTable } from '../server/media/table';
import { databaseName, prepareBenchDatabase } from './bench-server';

const startTargetMs = 3000;
/** A delete's check of the file it lets go (a resource without history) is part of a request. */
const fileCheckTargetMs = 20;
const fileChecks = 20;
/** The sweep's memory, measured as the growth of this process's RSS at its peak: the target is that it stays flat. */
const memoryTargetMb = 10;

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    exercises: { type: 'string', default: '100000' },
    orphans: { type: 'string', default: '1000' },
  },
});
const exerciseCount = Number(args.exercises);
const orphanCount = Number(args.orphans);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (since: number) => performance.now() - since;
const columnOf = (source: string) => storedColumns(exercises).find(({ field }) => field.source === source)!.column;
const [thumbnailColumn, imageColumn] = [columnOf('thumbnail'), columnOf('image')];

const { config, context, discard } = await prepareBenchDatabase({
  dataDir: args['data-dir'],
  exercises: exerciseCount,
  name: 'sweep',
  databaseUrl: args['database-url'],
});
const { db } = context;
const folders = mediaDirectory(context);

/** Media rows (older than any grace period), each with its folder, as the upload route stores them. */
async function addMedia(ids: string[]) {
  await db.query(
    `insert into ${mediaTable} (id, uuid, name, file_name, mime_type, size, path, url_path, created_at)
     select id, gen_random_uuid(), 'bench', 'bench.png', 'image/png', 1, id || '/bench.png', id || '/bench.png', now() - interval '30 days'
     from unnest($1::uuid[]) as id`,
    [ids],
  );
  for (const id of ids) await mkdir(path.join(folders, id), { recursive: true });
}

try {
  const started = performance.now();
  const exerciseTable = tableName(exercises);
  for (;;) {
    // A thousand exercises at a time: their pictures, and the version that held the replaced one.
    const { rows } = await db.query<{ id: string; thumbnail: string; image: string; replaced: string }>(
      `select id, gen_random_uuid()::text as thumbnail, gen_random_uuid()::text as image, gen_random_uuid()::text as replaced
       from ${exerciseTable} where ${identifier(thumbnailColumn)} is null limit 1000`,
    );
    if (rows.length === 0) break;
    await addMedia(rows.flatMap((row) => [row.thumbnail, row.image, row.replaced]));
    await db.query(
      `update ${exerciseTable} e set ${identifier(thumbnailColumn)} = r.thumbnail, ${identifier(imageColumn)} = r.image
       from jsonb_to_recordset($1::jsonb) as r(id uuid, thumbnail uuid, image uuid) where e.id = r.id`,
      [JSON.stringify(rows)],
    );
    // The version holds the item's whole state, as a write keeps it (history.ts), with the picture replaced since.
    await db.query(
      `insert into ${historyTable} (endpoint, item_id, version, action, state)
       select $1, r.id, 0, 'update', to_jsonb(item) || jsonb_build_object($2::text, r.replaced)
       from jsonb_to_recordset($3::jsonb) as r(id uuid, replaced uuid)
       join (select ${readColumns(exercises)} from ${exerciseTable}) item on item.id = r.id`,
      [exercises.endpoint, thumbnailColumn, JSON.stringify(rows)],
    );
  }
  const orphans = Array.from({ length: orphanCount }, () => crypto.randomUUID());
  await addMedia(orphans);
  const strays = Array.from({ length: orphanCount }, () => crypto.randomUUID());
  // Dated back as the orphans are, so that the server's first sweep takes them (else they piled up run after run).
  const longAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  for (const id of strays) {
    await mkdir(path.join(folders, id), { recursive: true });
    await utimes(path.join(folders, id), longAgo, longAgo);
  }
  await db.query('analyze');
  const { rows: counted } = await db.query<{ count: string }>(`select count(*) from ${mediaTable}`);
  console.log(`Pictures ready in ${(ms(started) / 1000).toFixed(1)} s: ${Number(counted[0].count).toLocaleString('en')} media rows`);

  // The server's start until it listens, its first sweep going on behind it.
  const startBegan = performance.now();
  const app = await buildServer(context);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const startMs = ms(startBegan);
  await app.close();

  // One sweep of its own, on what the server's first one left (nothing but what came since).
  await addMedia(orphans.map(() => crypto.randomUUID()));
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  // The most it held at once, sampled while it runs: what it holds at the end says nothing of its peak.
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  const sweepBegan = performance.now();
  const removed = await sweepOrphanMedia(context);
  const sweepMs = ms(sweepBegan);
  clearInterval(sampler);
  const rssGrowth = Math.max(rssPeak, process.memoryUsage().rss) - rssBefore;

  // What a delete of a resource without history does for each file it lets go: one file at a time.
  const lone = Array.from({ length: fileChecks }, () => crypto.randomUUID());
  await addMedia(lone);
  const checkMs: number[] = [];
  for (const id of lone) {
    const began = performance.now();
    await removeMediaIfUnreferenced(context, [id]);
    checkMs.push(ms(began));
  }
  checkMs.sort((a, b) => a - b);
  const checkMedian = checkMs[Math.floor(checkMs.length / 2)];

  console.log(
    `\nMedia sweep, ${exerciseCount.toLocaleString('en')} exercises, ${databaseName(config)}, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `  start until listening: ${startMs.toFixed(0)} ms (target < ${startTargetMs}) ${startMs < startTargetMs ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  a sweep: ${sweepMs.toFixed(0)} ms, removed ${removed} (expected ${orphanCount}) ${removed === orphanCount ? 'ok' : 'WRONG'}`,
  );
  console.log(
    `  the sweep's RSS growth at its peak: ${mb(rssGrowth)} MB (target < ${memoryTargetMb}) ${rssGrowth / 1024 / 1024 < memoryTargetMb ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  one file's check at a delete: median ${checkMedian.toFixed(1)} ms, worst ${checkMs[checkMs.length - 1].toFixed(1)} ms of ${fileChecks} (target < ${fileCheckTargetMs}) ${checkMedian < fileCheckTargetMs ? 'met' : 'MISSED'}`,
  );
} finally {
  await discard();
}
