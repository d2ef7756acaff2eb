/**
 * Lists (docs/lists.md): a list's query string parsed (query.ts), made SQL (sql.ts, search.ts,
 * filters.ts, sort.ts), and answered as a page (page.ts) with its count (count.ts); the same query
 * selects a bulk write by filter (matching.ts) and an export. indexes.ts says the indexes the
 * lists are planned with. The rest of the server imports them from here.
 */
export * from './count';
export * from './cursor';
export * from './filters';
export * from './indexes';
export * from './matching';
export * from './page';
export * from './query';
export * from './sort';
export * from './sql';
