import type { ReferenceField } from '../../resources/kinds/reference';
import type { Queryable } from '../db/database';
import { aboutItems } from '../i18n/texts';
import { isUuid } from '../items/ids';
import { storedDefaults, type ServerKindModule } from './kind';
import { missingItemsProblem, namedIds, vouchReferences, withExistingIds } from './named';

/** Whether `itemId` is `start` or an ancestor of it through `column` (a reference to its own table). */
async function isAncestorOrSelf(tx: Queryable, table: string, column: string, itemId: string, start: string) {
  const { rows } = await tx.query(
    `with recursive chain (id, next) as (
       select id, ${column} from ${table} where id = $1::uuid
       union
       select t.id, t.${column} from ${table} t join chain on t.id = chain.next
     )
     select 1 from chain where id = $2::uuid limit 1`,
    [start, itemId],
  );
  return rows.length > 0;
}

/** A uuid no item has. */
export const nobodysId = '00000000-0000-4000-8000-000000000000';

export const referenceServer: ServerKindModule<ReferenceField> = {
  ...storedDefaults,
  sqlType: 'uuid',
  columnConstraints: (field, context) => `references ${context.referencedTable(field.reference)} (id) on delete set null`,
  // Children are found, and a referred item's delete sets null, through the referring column.
  columnIndex: (column) => `(${column})`,
  related: {
    find: (_field, rows, { column }) => ({ ids: [...new Set(rows.flatMap((row) => namedIds(row[column])))] }),
    value: (_field, row, column, related, embed) => {
      const [found] = typeof row[column] === 'string' ? related.get(row[column] as string) : [];
      return found ? embed(found) : null;
    },
    sql: (_field, { column, relatedTable, embedded, lateral }) =>
      lateral(`select ${embedded('r')} as related__json from ${relatedTable} r where r.id = ${column}`),
  },
  filterCondition: (_field, _filter, column, value) =>
    isUuid(value) ? { condition: (params) => `${column} = ${params.add(value)}::uuid` } : { refusal: { message: 'validation.id' } },
  // An item that exists, and not the item itself nor one under it where the reference makes a tree.
  async checkWrite(field, value, context) {
    const problem = await missingItemsProblem(field.reference, [value as string], context);
    if (problem) return { problem };
    const { definition, itemId } = context;
    if (
      field.reference === definition.name &&
      itemId &&
      (await isAncestorOrSelf(context.tx, context.table, context.column, itemId, value as string))
    ) {
      return { problem: aboutItems(definition, 'server.writes.notUnderItself') };
    }
    return { value };
  },
  keepExisting: (field, value, context) => withExistingIds(value, context.referencedTable(field.reference), context),
  vouch: (field, values, context) => vouchReferences(field.reference, values, context),
  releaseSql: (field, deleted, table, column, version) =>
    field.reference === deleted
      ? `update ${table} set ${column} = null, ${version} = ${version} + 1 where ${column} = any($1::uuid[])`
      : undefined,
  examples: { valid: (field, known) => known.items[field.reference], invalid: () => [nobodysId, 'not an id', 42] },
};
