/**
 * The indexes a resource's lists are planned with: the search text's trigram index, which serves
 * every `like '%word%'` of a search (search.ts), and one index per sort key on `(key, id)`, along
 * which a page is read in order and a keyset cursor starts (sort.ts, sql.ts). Filters use the
 * indexes of the columns they read (a list column's GIN index, a reference's own).
 */
import type { ResourceDefinition } from '../../resources/definition';
import type { WantedIndex } from '../db/indexes';
import { digest, identifier } from '../db/sql';
import { searchTextColumn } from '../items';
import { sortKeys, type SortKey } from './sort';

/** A sort key's index, on `(key, id)`: its name carries a digest of the key, so that a changed key gets a new index. */
export function sortIndex(definition: ResourceDefinition, key: SortKey): WantedIndex {
  const definitionSql = `((${key.expression}), id)`;
  return { name: `${definition.endpoint}_sort_${key.param}_${digest(definitionSql)}`, definitionSql };
}

export function listIndexes(definition: ResourceDefinition): WantedIndex[] {
  const search = `using gin (${identifier(searchTextColumn)} gin_trgm_ops)`;
  return [
    { name: `${definition.endpoint}_search_${digest(search)}`, definitionSql: search },
    ...sortKeys(definition).map((key) => sortIndex(definition, key)),
  ];
}
