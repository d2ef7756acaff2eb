/**
 * `npm run bench:api [-- --data-dir DIR] [--database-url URL] [--exercises N] [--requests N]
 * [--idle-pages N]`
 *
 * The exercise list on a large library: the real server on 127.0.0.1, signed in as the demo staff,
 * times (a) first pages with a search, a type filter and a sort, (b) each hop of following
 * `links.next` ten times, (c) the plain list's pages in turn to its 10,000th row (the offset pages
 * the admin's list reads as it scrolls), (d) first pages of the same searches without their filter,
 * as typed alone into the list's search box, (e) first pages of their first one, two and three
 * letters, as the box sends them while a word is typed (alone or with the type filter), (f) first
 * pages of the type filter alone, each category under each sort, and (g) first pages of a search
 * (`--idle-pages`, 4) each after the server idled longer than its pool keeps an idle connection. It
 * prints the median, p95 and worst of each, the CPU time of this process (server and client) and of
 * the database's processes per request (where they run on this machine), and the targets
 * (docs/performance.md, "Today's figures"): p95 under 25 ms up to 100,000 exercises and under
 * 100 ms beyond, and beyond 100,000 every first page under 250 ms. Where a total is an estimate (past
 * the exact bound) it also prints the estimates' error against the exact counts. Without
 * `--data-dir` it seeds a temporary folder (and removes it after); with one, it seeds only what is
 * missing there, so a second run starts at once.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { idleConnectionTimeoutMs } from '../server/db/database';
import { drills } from '../server/seed/catalogue/drills';
import { databaseName, startBenchServer } from './bench-server';
import { databaseCpu, type DatabaseCpu } from './database-cpu';

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

/** The timings of one kind of request, and the database's CPU time they cost (none where it cannot be read). */
interface Measured {
  timings: Timed[];
  databaseCpuMs?: number;
}

/** The targets at a library of `exercises`: p95 of every row, and the worst first page beyond 100,000. */
function targetsFor(exercises: number) {
  return exercises <= 100_000 ? { p95: 25, firstPageWorst: undefined } : { p95: 100, firstPageWorst: 250 };
}
type Targets = ReturnType<typeof targetsFor>;

function summary(label: string, { timings, databaseCpuMs }: Measured, firstPage: boolean) {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const wall = sorted(timings.map((timing) => timing.ms));
  const cpu = sorted(timings.map((timing) => timing.cpuMs));
  return {
    label,
    firstPage,
    count: wall.length,
    median: percentile(wall, 0.5),
    p95: percentile(wall, 0.95),
    max: wall[wall.length - 1],
    cpuMedian: percentile(cpu, 0.5),
    databaseCpu: databaseCpuMs === undefined ? undefined : databaseCpuMs / wall.length,
  };
}
type Row = ReturnType<typeof summary>;

const missedBy = (row: Row, targets: Targets): string[] => [
  ...(row.p95 < targets.p95 ? [] : [`p95 ${row.p95.toFixed(1)} ms`]),
  ...(targets.firstPageWorst === undefined || !row.firstPage || row.max < targets.firstPageWorst ? [] : [`worst ${row.max.toFixed(1)} ms`]),
];

function printTable(rows: Row[], targets: Targets) {
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} ms`).padStart(10);
  const header = ['count', 'median', 'p95', 'max', 'CPU median', 'DB CPU avg'].map((title, index) => title.padStart(index === 0 ? 5 : 10));
  const worst = targets.firstPageWorst === undefined ? '' : `, a first page's worst < ${targets.firstPageWorst} ms`;
  console.log(`${'request'.padEnd(48)} ${header.join(' ')}  target: p95 < ${targets.p95} ms${worst}`);
  for (const row of rows) {
    const figures = [row.median, row.p95, row.max, row.cpuMedian, row.databaseCpu].map(ms);
    const verdict = missedBy(row, targets).length === 0 ? 'met' : 'MISSED';
    console.log(`${row.label.padEnd(48)} ${String(row.count).padStart(5)} ${figures.join(' ')}  ${verdict}`);
  }
}

/** One line that says whether every row meets its targets, and which do not. */
function printVerdict(rows: Row[], targets: Targets) {
  const missed = rows.filter((row) => missedBy(row, targets).length > 0);
  const names = missed.map((row) => `${row.label.trim()}: ${missedBy(row, targets).join(', ')}`).join('; ');
  console.log(missed.length === 0 ? 'TARGET MET in every row' : `TARGET MISSED (${names})`);
}

/**
 * The totals past the exact bound are estimates (`meta.total_exact: false`, docs/api.md "Pages"):
 * each set beside the exact count of the same selection (`GET …/count`, what a bulk write by filter
 * confirms), untimed. They need only be marked; their error is printed to be seen.
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
  const { config, db, apiUrl, token, stop } = await startBenchServer({
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    exercises,
    name: 'api',
  });
  try {
    const listUrl = (query: string) => `${apiUrl}/admin/exercises?${query}`;
    const database: DatabaseCpu | undefined = await databaseCpu(db);
    /** The database's CPU time spent by `work`, where it can be read. */
    const measured = async (work: () => Promise<Timed[]>): Promise<Measured> => {
      const start = database?.snapshot();
      const timings = await work();
      return { timings, databaseCpuMs: start && database?.since(start) };
    };

    for (const query of warmUpQueries) await timedGet(listUrl(query), token);

    /** First pages of `queryAt(0)`, `queryAt(1)`, … until `requests` are made or the time budget is spent. */
    const timedFirstPages = async (queryAt: (index: number) => string): Promise<Timed[]> => {
      const timeUp = performance.now() + timeBudgetMs;
      const timings: Timed[] = [];
      for (let index = 0; index < requests && performance.now() < timeUp; index++) {
        timings.push(await timedGet(listUrl(queryAt(index)), token));
      }
      return timings;
    };

    // (a) First pages of a search with its type filter, under each sort.
    const totals: number[] = [];
    const estimated: { query: string; total: number }[] = [];
    const firstPages = await measured(async () => {
      const timings = await timedFirstPages((index) => listQuery(index).query);
      timings.forEach((timing, index) => {
        // Each selection's total once (it comes again under other sorts).
        if (index >= searches.length) return;
        totals.push(timing.body.meta?.total ?? 0);
        if (timing.body.meta?.total_exact === false) estimated.push({ query: listQuery(index).query, total: timing.body.meta.total });
      });
      return timings;
    });

    // (b) Scrolling: from a first page, follow links.next ten times, timing each hop.
    let shortChains = 0;
    const hops = await measured(async () => {
      const deadline = performance.now() + timeBudgetMs;
      const timings: Timed[] = [];
      for (let chain = 0; timings.length < requests && performance.now() < deadline; chain++) {
        let next = (await timedGet(listUrl(listQuery(chain).query), token)).body.links?.next ?? null;
        for (let hop = 0; hop < hopsPerChain && next && timings.length < requests; hop++) {
          const timing = await timedGet(next, token);
          timings.push(timing);
          next = timing.body.links?.next ?? null;
        }
        if (!next) shortChains++;
      }
      return timings;
    });

    // (c) The plain list as the admin's infinite list reads it while the reader scrolls: every
    // page in turn, the deeper ones at a larger offset, up to the 10,000th row.
    const plainPages = await measured(async () => {
      const deadline = performance.now() + timeBudgetMs;
      const timings: Timed[] = [];
      for (let page = 1; page <= plainListPages && performance.now() < deadline; page++) {
        const timing = await timedGet(
          listUrl(new URLSearchParams({ page: String(page), column: 'name', direction: 'asc' }).toString()),
          token,
        );
        timings.push(timing);
        if (!timing.body.links?.next) break;
      }
      return timings;
    });

    // (d) The search alone, the list's first use of the search box: no filter to narrow it.
    const searchOnly = await measured(() => timedFirstPages((index) => listQuery(index, { filtered: false }).query));
    // (e) The search box while a word is typed: a letter or two selects most of the library.
    const typedSoFar = await measured(() => timedFirstPages(typedSoFarQuery));
    // (f) The type filter alone: a category's items may gather at one end of an order.
    const filterOnly = await measured(() => timedFirstPages(filterOnlyQuery));
    // (g) A list asked for after a pause, each after the server idled past its pool's idle timeout.
    const afterIdle: Timed[] = [];
    for (let index = 0; index < idlePages; index++) {
      await new Promise((resolve) => setTimeout(resolve, idleSpellMs));
      afterIdle.push(await timedGet(listUrl(listQuery(index, { filtered: false }).query), token));
    }

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
    const targets = targetsFor(exercises);
    const rows = [
      summary('(a) list: search + type + sort, first page', firstPages, true),
      summary(`(b) following links.next (${hopsPerChain} hops a chain)`, hops, false),
      summary(`(c) the plain list, pages 1 to ${plainPages.timings.length} in turn`, plainPages, false),
      summary('(d) list: search alone + sort, first page', searchOnly, true),
      summary('(e) list: first 1-3 letters of a search, page 1', typedSoFar, true),
      summary('(f) list: type filter alone + sort, first page', filterOnly, true),
      summary(`(g) list after ${idleSpellMs / 1000} s idle: search alone, page 1`, { timings: afterIdle }, true),
    ].filter((row) => row.count > 0);
    printTable(rows, targets);
    // On a shared machine the wall time includes waiting for a core; the CPU time is the work itself.
    console.log(`Load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    if (shortChains > 0) console.log(`(${shortChains} chain(s) reached the last page before ${hopsPerChain} hops)`);
    if ([firstPages, hops, searchOnly, typedSoFar, filterOnly].some(({ timings }) => timings.length < requests)) {
      console.log(`(a measurement stopped at its ${timeBudgetMs / 1000} s time budget)`);
    }
    await printEstimateErrors(estimated, (query) => `${apiUrl}/admin/exercises/count?${query}`, token);
    printVerdict(rows, targets);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
