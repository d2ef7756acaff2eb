/**
 * `npm run bench:api [-- --data-dir DIR] [--database-url URL] [--exercises N] [--requests N] [--idle-pages N]`
 *
 * The exercise list on a large library (issue 2): the real server on 127.0.0.1, signed in as the
 * demo staff, times (a) first pages with a search, a type filter and a sort, (b) each hop of
 * following `links.next` ten times, (c) the plain list's pages in turn to its 10,000th row (the
 * offset pages the admin's list reads as it scrolls), (d) first pages of the same searches
 * without their filter, as typed alone into the list's search box, (e) first pages of their first
 * one, two and three letters, as the box sends them while a word is typed (alone or with the type
 * filter), and (f) first pages of the type filter alone, each category under each sort, as a
 * content manager filters the list, and (g) first pages of a search (`--idle-pages`, 4) each after
 * the server idled longer than its pool keeps an idle connection, as a reader asks for a list
 * after a pause; it prints the median and p95 of each (and of (a)'s new and seen searches apart)
 * against the target, p95 under 20 ms for a page of 25, ending with one line
 * that says whether every row meets it. Where a search's total is an estimate (past 10,000
 * matches), it also prints the estimates' error against the exact counts.
 * Without `--data-dir` it seeds a temporary folder (and removes it after); with one, it seeds only
 * what is missing there, so a second run starts at once.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { idleConnectionTimeoutMs } from '../server/db/database';
import { drills } from '../server/seed/catalogue/drills';
import { databaseName, startBenchServer } from './bench-server';

const targetP95Ms = 20;
const hopsPerChain = 10;
/** (c) reads the plain list to its 10,000th row, as far as `bench:list` scrolls. */
const plainListPages = 400;
/** Each measurement stops after this long even if not every request was made. */
const timeBudgetMs = 90_000;
/** (g)'s pause before each page: longer than the server's pool leaves a connection idle. */
const idleSpellMs = idleConnectionTimeoutMs + 2_000;

/**
 * One search per drill: the longest word of its English name, with the drill's first category
 * as the type filter, so every search finds a full page (each drill recurs across the library).
 */
const searches = [
  ...new Map(
    drills.map((drill) => {
      const word = drill.name.en
        .toLowerCase()
        .split(/[^a-z]+/)
        .reduce((longest, candidate) => (candidate.length > longest.length ? candidate : longest), '');
      const entry = { search: word, type: drill.types[0] };
      return [`${entry.search} ${entry.type}`, entry] as const;
    }),
  ).values(),
].filter((entry) => entry.search.length >= 4);
const columns = ['name', 'created_at', 'level', 'reps', 'duration'];
const directions = ['asc', 'desc'];

/** The `index`th search with its type filter (or without one, as typed into the list's search box alone) and a sort. */
function listQuery(index: number, { filtered = true } = {}) {
  const { search, type } = searches[index % searches.length];
  const column = columns[index % columns.length];
  const direction = directions[Math.floor(index / columns.length) % directions.length];
  const params = new URLSearchParams(filtered ? { search, type, column, direction } : { search, column, direction });
  return { selection: `${search} ${type}`, query: params.toString() };
}

/** (e) The `index`th search cut to its first one, two or three letters, as typed so far, with or without its type filter. */
function typedSoFarQuery(index: number) {
  const { search, type } = searches[Math.floor(index / 3) % searches.length];
  const column = columns[index % columns.length];
  const direction = directions[Math.floor(index / columns.length) % directions.length];
  const typed = search.slice(0, 1 + (index % 3));
  return new URLSearchParams(index % 2 ? { search: typed, type, column, direction } : { search: typed, column, direction }).toString();
}

const categories = [...new Set(drills.flatMap((drill) => drill.types))];

/** (f) The `index`th category as the list's only filter, under each sort in turn once every category has had the previous one. */
function filterOnlyQuery(index: number) {
  const type = categories[index % categories.length];
  const sort = Math.floor(index / categories.length) % (columns.length * directions.length);
  const column = columns[sort % columns.length];
  const direction = directions[Math.floor(sort / columns.length)];
  return new URLSearchParams({ type, column, direction }).toString();
}

/**
 * Brings the server to its steady state before measuring (its code compiled, the files and
 * equipment a page shows read once, the database's pages in its cache) with searches, filters
 * and sorts of the same shape as the measured ones, but never one of the measured search texts:
 * every measured "new" search is still one the server has not seen.
 */
const warmUpQueries = ['ball', 'knee', 'partner', 'minutes', 'players', 'touch', 'cones', 'seconds']
  .filter((search) => !searches.some((measured) => measured.search === search))
  .flatMap((search, index) =>
    columns.flatMap((column, columnIndex) => {
      const type = searches[(index * columns.length + columnIndex) % searches.length].type;
      const direction = directions[columnIndex % directions.length];
      return [new URLSearchParams({ search, column, direction }), new URLSearchParams({ search, type, column, direction })].map(String);
    }),
  );

interface Timed {
  ms: number;
  /** This process's CPU time (server, database and client all run in it). */
  cpuMs: number;
  body: { links?: { next: string | null }; meta?: { total: number; total_exact?: boolean } };
}

async function timedGet(url: string, token: string): Promise<Timed> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  const text = await response.text();
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, cpuMs: (user + system) / 1000, body: JSON.parse(text) as Timed['body'] };
}

const percentile = (sorted: number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];

function summary(label: string, timings: Timed[]) {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const wall = sorted(timings.map((timing) => timing.ms));
  const cpu = sorted(timings.map((timing) => timing.cpuMs));
  return {
    label,
    count: wall.length,
    median: percentile(wall, 0.5),
    p95: percentile(wall, 0.95),
    max: wall[wall.length - 1],
    cpuMedian: percentile(cpu, 0.5),
    cpuP95: percentile(cpu, 0.95),
  };
}

const verdict = (row: ReturnType<typeof summary>) => (row.p95 < targetP95Ms ? 'met' : 'MISSED');

function printTable(rows: ReturnType<typeof summary>[]) {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  const header = ['count', 'median', 'p95', 'max', 'CPU median', 'CPU p95'].map((title, index) => title.padStart(index === 0 ? 5 : 10));
  console.log(`${'request'.padEnd(48)} ${header.join(' ')}  target: p95 < ${targetP95Ms} ms`);
  for (const row of rows) {
    const figures = [row.median, row.p95, row.max, row.cpuMedian, row.cpuP95].map(ms);
    console.log(`${row.label.padEnd(48)} ${String(row.count).padStart(5)} ${figures.join(' ')}  ${verdict(row)}`);
  }
}

/** One line that says whether the target holds: for (a) as a whole, for its new and its seen searches each, and for (b). */
function printVerdict(rows: ReturnType<typeof summary>[]) {
  const missed = rows.filter((row) => verdict(row) === 'MISSED');
  const names = (list: typeof rows) => list.map((row) => `${row.label.trim()}: p95 ${row.p95.toFixed(1)} ms`).join('; ');
  console.log(
    missed.length === 0
      ? `TARGET MET: p95 under ${targetP95Ms} ms for a page of 25 in every row`
      : `TARGET MISSED: p95 must be under ${targetP95Ms} ms for a page of 25 (${names(missed)})`,
  );
}

/**
 * The totals past the exact bound are estimates (`meta.total_exact: false`, server/content/list.ts):
 * each set beside the exact count of the same selection (`GET …/count`, what a bulk write by filter
 * confirms), untimed. Issue 13 asks only that they be marked; their error is printed to be seen.
 */
async function printEstimateErrors(estimated: { query: string; total: number }[], countUrl: (query: string) => string, token: string) {
  if (estimated.length === 0) return;
  const errors: number[] = [];
  for (const { query, total } of estimated) {
    const { body } = await timedGet(countUrl(query), token);
    const { count, more } = (body as { data: { count: number; more: boolean } }).data;
    // Past what a bulk write takes, the count is cut at that bound: no exact figure to compare.
    if (!more) errors.push(Math.abs(total - count) / count);
  }
  if (errors.length === 0) return;
  errors.sort((a, b) => a - b);
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  console.log(
    `Totals past the exact bound: ${estimated.length} searches, each marked an estimate; error against the exact count` +
      ` (${errors.length} of them): ` +
      `median ${percent(percentile(errors, 0.5))}, worst ${percent(errors[errors.length - 1])}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      exercises: { type: 'string' },
      requests: { type: 'string' },
      'idle-pages': { type: 'string' },
    },
  });
  const idlePages = Number(values['idle-pages'] ?? 4);
  const exercises = Number(values.exercises ?? 100_000);
  const requests = Number(values.requests ?? 200);
  if (!Number.isInteger(exercises) || exercises < 1 || !Number.isInteger(requests) || requests < 1) {
    throw new Error('--exercises and --requests must be positive whole numbers');
  }
  if (!Number.isInteger(idlePages) || idlePages < 0) throw new Error('--idle-pages must be a whole number');
  const { config, apiUrl, token, stop } = await startBenchServer({
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    exercises,
    name: 'api',
  });
  try {
    const listUrl = (query: string) => `${apiUrl}/admin/exercises?${query}`;

    for (const query of warmUpQueries) await timedGet(listUrl(query), token);

    // (a) First pages. A search not seen before makes the server select its matches; later
    // requests for the same search (another sort) find them selected already.
    let deadline = performance.now() + timeBudgetMs;
    const newSearches: Timed[] = [];
    const seenSearches: Timed[] = [];
    const seen = new Set<string>();
    const totals: number[] = [];
    const estimated: { query: string; total: number }[] = [];
    for (let index = 0; index < requests && performance.now() < deadline; index++) {
      const { selection, query } = listQuery(index);
      const timing = await timedGet(listUrl(query), token);
      (seen.has(selection) ? seenSearches : newSearches).push(timing);
      if (!seen.has(selection)) {
        totals.push(timing.body.meta?.total ?? 0);
        if (timing.body.meta?.total_exact === false) estimated.push({ query, total: timing.body.meta.total });
      }
      seen.add(selection);
    }

    // (b) Scrolling: from a first page, follow links.next ten times, timing each hop.
    deadline = performance.now() + timeBudgetMs;
    const hops: Timed[] = [];
    let shortChains = 0;
    for (let chain = 0; hops.length < requests && performance.now() < deadline; chain++) {
      let next = (await timedGet(listUrl(listQuery(chain).query), token)).body.links?.next ?? null;
      for (let hop = 0; hop < hopsPerChain && next && hops.length < requests; hop++) {
        const timing = await timedGet(next, token);
        hops.push(timing);
        next = timing.body.links?.next ?? null;
      }
      if (!next) shortChains++;
    }

    // (c) The plain list as the admin's infinite list reads it while the reader scrolls: every
    // page in turn, the deeper ones at a larger offset, up to the 10,000th row.
    deadline = performance.now() + timeBudgetMs;
    const plainPages: Timed[] = [];
    for (let page = 1; page <= plainListPages && performance.now() < deadline; page++) {
      const timing = await timedGet(
        listUrl(new URLSearchParams({ page: String(page), column: 'name', direction: 'asc' }).toString()),
        token,
      );
      plainPages.push(timing);
      if (!timing.body.links?.next) break;
    }

    /** First pages of `queryAt(0)`, `queryAt(1)`, … until `requests` are made or the time budget is spent. */
    const timedFirstPages = async (queryAt: (index: number) => string): Promise<Timed[]> => {
      const timeUp = performance.now() + timeBudgetMs;
      const timings: Timed[] = [];
      for (let index = 0; index < requests && performance.now() < timeUp; index++) {
        timings.push(await timedGet(listUrl(queryAt(index)), token));
      }
      return timings;
    };
    // (d) The search alone, the list's first use of the search box: no filter to narrow it.
    const searchOnly = await timedFirstPages((index) => listQuery(index, { filtered: false }).query);
    // (e) The search box while a word is typed: a letter or two selects most of the library.
    const typedSoFar = await timedFirstPages(typedSoFarQuery);
    // (f) The type filter alone: a category's items may gather at one end of an order.
    const filterOnly = await timedFirstPages(filterOnlyQuery);
    // (g) A list asked for after a pause, each after the server idled past its pool's idle timeout.
    const afterIdle: Timed[] = [];
    for (let index = 0; index < idlePages; index++) {
      await new Promise((resolve) => setTimeout(resolve, idleSpellMs));
      afterIdle.push(await timedGet(listUrl(listQuery(index, { filtered: false }).query), token));
    }

    const firstPages = [...newSearches, ...seenSearches];
    const sortedTotals = [...totals].sort((a, b) => a - b);
    console.log('');
    console.log(
      `API benchmark: ${exercises.toLocaleString('en')} exercises, ${databaseName(config)}, http://127.0.0.1, one client, pages of 25`,
    );
    console.log(
      `${searches.length} searches, each with a type filter, under 5 sorts × 2 directions; matches per search: ` +
        `median ${percentile(sortedTotals, 0.5)}, from ${sortedTotals[0]} to ${sortedTotals[sortedTotals.length - 1]}`,
    );
    console.log('');
    const rows = [
      summary('(a) list: search + type + sort, first page', firstPages),
      summary('      of which the search is new', newSearches),
      summary('      of which the search was seen (other sort)', seenSearches),
      summary(`(b) following links.next (${hopsPerChain} hops a chain)`, hops),
      summary(`(c) the plain list, pages 1 to ${plainPages.length} in turn`, plainPages),
      summary('(d) list: search alone + sort, first page', searchOnly),
      summary('(e) list: first 1-3 letters of a search, page 1', typedSoFar),
      summary('(f) list: type filter alone + sort, first page', filterOnly),
      summary(`(g) list after ${idleSpellMs / 1000} s idle: search alone, page 1`, afterIdle),
    ].filter((row) => row.count > 0);
    printTable(rows);
    // On a shared machine the wall time includes waiting for a core; the CPU time is the work itself.
    console.log(`Load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    if (shortChains > 0) console.log(`(${shortChains} chain(s) reached the last page before ${hopsPerChain} hops)`);
    if ([firstPages, hops, searchOnly, typedSoFar, filterOnly].some((timings) => timings.length < requests)) {
      console.log(`(a measurement stopped at its ${timeBudgetMs / 1000} s time budget)`);
    }
    await printEstimateErrors(estimated, (query) => `${apiUrl}/admin/exercises/count?${query}`, token);
    printVerdict(rows);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
