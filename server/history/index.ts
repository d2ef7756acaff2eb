/** Every change of an item, kept as a version (store.ts; docs/versions.md). The rest of the server imports it from here. */
export * from './store';
