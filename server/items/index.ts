/**
 * Items: how a resource's items are stored (table.ts, search-text.ts), written (write.ts checks a
 * body, store.ts writes rows), read into their API shape (read.ts, read-sql.ts) and versioned
 * (versions.ts). The rest of the server imports them from here.
 */
export * from './current-versions';
export * from './ids';
export * from './read';
export * from './read-sql';
export * from './related-cache';
export * from './search-text';
export * from './store';
export * from './table';
export * from './versions';
export * from './write';
