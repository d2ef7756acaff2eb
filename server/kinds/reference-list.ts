import type { ReferenceListField } from '../../resources/kinds/reference-list';
import { isUuid } from '../items/ids';
import { storedDefaults, type ServerKindModule } from './kind';
import { joinedListSql, listHasValueSql, listIndex } from './lists';
import { missingItemsProblem, vouchReferences, withExistingIds } from './named';
import { nobodysId } from './reference';

export const referenceListServer: ServerKindModule<ReferenceListField> = {
  ...storedDefaults,
  sqlType: 'uuid[]',
  columnConstraints: () => `not null default '{}'`,
  columnIndex: listIndex,
  csvCells: (_field, column) => [joinedListSql(column)],
  related: {
    find: (_field, rows, { column }) => ({ ids: [...new Set(rows.flatMap((row) => (row[column] as string[] | null) ?? []))] }),
    // In the list's order; an id without an item left out.
    value: (_field, row, column, related, embed) =>
      ((row[column] as string[] | null) ?? []).flatMap((id) => related.get(id).slice(0, 1)).map(embed),
    sql: (_field, { column, relatedTable, embedded, lateral, withPart }) => {
      // The items a list may name are built once per query, which each row's list then reads:
      // suited to the small tables lists name (equipment, injuries).
      const items = withPart(`select r.id, ${embedded('r')} as item from ${relatedTable} r`);
      const listed = lateral(
        `select json_agg(l.item order by u.position) as related__json from unnest(${column}) with ordinality u(id, position) join ${items} l on l.id = u.id`,
      );
      return `coalesce(${listed}, '[]'::json)`;
    },
  },
  hasValueSql: listHasValueSql,
  filterCondition: (_field, _filter, column, value) =>
    isUuid(value) ? { condition: (params) => `${column} @> array[${params.add(value)}::uuid]` } : { refusal: { message: 'validation.id' } },
  // Items that exist, each named once.
  async checkWrite(field, value, context) {
    const ids = [...new Set(value as string[])];
    const problem = await missingItemsProblem(field.reference, ids, context);
    return problem ? { problem } : { value: ids };
  },
  keepExisting: (field, value, context) => withExistingIds(value, context.referencedTable(field.reference), context),
  vouch: (field, values, context) => vouchReferences(field.reference, values, context),
  releaseSql: (field, deleted, table, column, version) =>
    field.reference === deleted
      ? `update ${table}
         set ${version} = ${version} + 1, ${column} = array(select entry from unnest(${column}) with ordinality as kept(entry, position)
                             where entry <> all($1::uuid[]) order by position)
         where ${column} && $1::uuid[]`
      : undefined,
  examples: { valid: () => undefined, invalid: () => [[nobodysId], ['not an id'], 'not a list'] },
};
