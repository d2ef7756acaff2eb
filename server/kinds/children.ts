import type { ChildrenField } from '../../resources/kinds/children';
import type { FieldDefinition, ResourceDefinition } from '../../resources/definition';
import { identifier } from '../db/sql';
import { storedDefaults, type ServerKindModule, type StoredRow } from './kind';

/** The reference of the children's resource that points back at their parent. */
function inverseOf(field: ChildrenField, related: ResourceDefinition): FieldDefinition {
  const inverse = related.fields.find((candidate) => candidate.source === field.inverse);
  if (inverse?.kind !== 'reference') throw new Error(`${field.source}: ${field.inverse} is not a reference`);
  return inverse;
}

/** Oldest first, ties by id: the order children are listed in. */
const byCreation = (a: StoredRow, b: StoredRow) =>
  Date.parse(String(a.created_at)) - Date.parse(String(b.created_at)) || (String(a.id) < String(b.id) ? -1 : 1);

/** The other side of a reference: read from the referring items, never stored here nor written. */
export const childrenServer: ServerKindModule<ChildrenField> = {
  ...storedDefaults,
  related: {
    // The rows whose reference names one of the page's rows.
    find: (field, rows, { related, columnOf, params }) => {
      const inverse = identifier(columnOf(inverseOf(field, related)));
      return { condition: `${inverse} = any(${params.add(rows.map((row) => row.id))}::uuid[])`, owner: inverse };
    },
    value: (_field, row, _column, related, embed) => [...related.get(row.id as string)].sort(byCreation).map(embed),
    sql: (field, { alias, related, relatedTable, columnOf, embedded, lateral }) => {
      const inverse = identifier(columnOf(inverseOf(field, related)));
      // Oldest first, ties by id, as `value` lists them.
      const children = lateral(
        `select json_agg(${embedded('c')} order by c.created_at, c.id) as related__json from ${relatedTable} c where c.${inverse} = ${alias}.id`,
      );
      return `coalesce(${children}, '[]'::json)`;
    },
  },
  csvCells: () => [],
};
