/**
 * A renamed field (`renamedFrom`) beyond its column: the kept versions of its items, whose states
 * hold their values under the column's name, and the saved views of its list, which name its
 * source. Both are rewritten rather than read through the rename, so that history, restores and
 * views have one name for a field, whatever renames came before (docs/versions.md).
 */
import { type ResourceDefinition } from '../../resources/definition';
import { renamedKeys } from '../../resources/renames';
import type { SavedViewState } from '../../resources/saved-views';
import type { Queryable } from './database';
import { historyTable } from '../history';
import { savedViewsTable } from '../saved-views/table';

const tableExists = async (db: Queryable, table: string) =>
  (await db.query<{ found: boolean }>('select to_regclass($1) is not null as found', [table])).rows[0].found;

/** Every kept version of the resource `endpoint` holding `from` holds the same value under `to` instead. */
export async function renameInVersions(db: Queryable, endpoint: string, from: string, to: string): Promise<void> {
  if (!(await tableExists(db, historyTable))) return;
  await db.query(
    `update ${historyTable} set state = (state - $2::text) || jsonb_build_object($3::text, state -> $2::text)
     where endpoint = $1 and state ? $2::text`,
    [endpoint, from, to],
  );
}

/** A view's state with the renamed sources of its sort, its columns and its filters under their new names. */
export function renamedViewState(definition: ResourceDefinition, state: SavedViewState): SavedViewState {
  const renamed = renamedKeys(definition);
  const current = (name: string) => renamed.get(name) ?? name;
  const params = new Set(definition.filters.map((filter) => filter.param));
  const filter = Object.fromEntries(
    Object.entries(state.filter).map(([key, value]) => [
      params.has(current(key)) && !(current(key) in state.filter) ? current(key) : key,
      value,
    ]),
  );
  return {
    ...state,
    filter,
    ...(state.sort === undefined ? {} : { sort: current(state.sort) }),
    ...(state.columns === undefined ? {} : { columns: state.columns.map(current) }),
  };
}

/** The saved views of every resource with a renamed field, their states rewritten where they name an old source. */
export async function renameInSavedViews(db: Queryable, served: readonly ResourceDefinition[]): Promise<void> {
  const renaming = served.filter((definition) => renamedKeys(definition).size > 0);
  if (renaming.length === 0 || !(await tableExists(db, savedViewsTable))) return;
  for (const definition of renaming) {
    const { rows } = await db.query<{ id: string; state: SavedViewState }>(`select id, state from ${savedViewsTable} where resource = $1`, [
      definition.name,
    ]);
    for (const { id, state } of rows) {
      const renamed = renamedViewState(definition, state);
      if (JSON.stringify(renamed) !== JSON.stringify(state)) {
        await db.query(`update ${savedViewsTable} set state = $2 where id = $1`, [id, JSON.stringify(renamed)]);
      }
    }
  }
}
