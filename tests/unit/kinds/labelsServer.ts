/**
 * The storage of the proof's labels kind (see labels.ts): a list of ids of the labelled resource,
 * read as the embedded items, checked to exist, let go when a label is deleted.
 */
import { isUuid } from '../../../server/items';
import type { ServerKindModule } from '../../../server/kinds';
import { storedDefaults } from '../../../server/kinds/kind';
import { joinedListSql, listHasValueSql, listIndex } from '../../../server/kinds/lists';
import { missingItemsProblem, vouchReferences, withExistingIds } from '../../../server/kinds/named';
import type { LabelsField } from './labels';

export const labelsServer: ServerKindModule<LabelsField> = {
  ...storedDefaults,
  sqlType: 'uuid[]',
  columnConstraints: () => `not null default '{}'`,
  columnIndex: listIndex,
  csvCells: (_field, column) => [joinedListSql(column)],
  related: {
    find: (_field, rows, { column }) => ({ ids: [...new Set(rows.flatMap((row) => (row[column] as string[] | null) ?? []))] }),
    value: (_field, row, column, related, embed) =>
      ((row[column] as string[] | null) ?? []).flatMap((id) => related.get(id).slice(0, 1)).map(embed),
    sql: (_field, { column, relatedTable, embedded }) =>
      `coalesce((select json_agg(${embedded('r')} order by u.position) from unnest(${column}) with ordinality u(id, position) join ${relatedTable} r on r.id = u.id), '[]'::json)`,
  },
  hasValueSql: listHasValueSql,
  filterCondition: (_field, _filter, column, value) =>
    isUuid(value) ? { condition: (params) => `${column} @> array[${params.add(value)}::uuid]` } : { refusal: { message: 'validation.id' } },
  async checkWrite(field, value, context) {
    const ids = [...new Set(value as string[])];
    const problem = await missingItemsProblem(field.reference, ids, context);
    return problem ? { problem } : { value: ids };
  },
  keepExisting: (field, value, context) => withExistingIds(value, context.referencedTable(field.reference), context),
  vouch: (field, values, context) => vouchReferences(field.reference, values, context),
  releaseSql: (field, deleted, table, column, version) =>
    field.reference === deleted
      ? `update ${table} set ${version} = ${version} + 1,
           ${column} = array(select entry from unnest(${column}) with ordinality as kept(entry, position) where entry <> all($1::uuid[]) order by position)
         where ${column} && $1::uuid[]`
      : undefined,
};
