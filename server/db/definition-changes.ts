/**
 * A definition changed on a database that has items: what the server can do
 * itself it does at start (a new field that may be empty, or that declares `backfill`), and what
 * it cannot (a required field added without a backfill, a field's kind changed, a field removed)
 * it refuses to start on, saying what to declare, rather than serve items its own schema rejects.
 */
import type { FieldDefinition, ResourceDefinition } from '../../resources/definition';
import { kindOf } from '../../resources/kinds';
import type { Queryable } from './database';
import { identifier } from './sql';
import { derivedColumns, emptyValue, storedColumns, tableName, valuesOfRow } from '../items';
import { replaceItems } from '../items';
import { versionColumn } from '../items';

/** The definitions do not fit the items stored; the message says each problem and what to declare. */
export class DefinitionChangeError extends Error {
  constructor(readonly problems: string[]) {
    super(`The resource definitions do not fit the items stored:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'DefinitionChangeError';
  }
}

/** The columns every resource table has besides its fields' (`migrateContent`, `migrateVersionColumn`). */
const serverColumns = ['id', 'created_at', versionColumn];

/** A column an earlier server derived for its lists (sort texts, search words): its own, dropped without asking. */
const isFormerDerived = (column: string) => column.endsWith('_sort') || column === 'search_words' || column === 'search_pieces';

async function existingColumns(db: Queryable, table: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
    [table],
  );
  return new Map(rows.map((row) => [row.name, row.type]));
}

/** Whether a field must hold a value that the server cannot make up: neither nullable nor with an empty value of its kind. */
const needsValue = (field: FieldDefinition) => !field.nullable && emptyValue(field) === null;

/** The backfill of a field as its write schema takes it; a message when it does not fit. */
function parsedBackfill(definition: ResourceDefinition, field: FieldDefinition): { value: unknown } | { problem: string } {
  const parsed = kindOf(field).writeSchema(field, 'write').safeParse(field.backfill);
  return parsed.success
    ? { value: parsed.data }
    : { problem: `${definition.name}.${field.source}: its backfill ${JSON.stringify(field.backfill)} is not a value the field takes` };
}

/** Every stored item of the definition written again with `change` applied to its values. */
async function rewriteItems(db: Queryable, definition: ResourceDefinition, change: (values: Record<string, unknown>) => void) {
  const columns = ['id', ...storedColumns(definition).map(({ column }) => identifier(column))].join(', ');
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select ${columns} from ${tableName(definition)} where id > $1 order by id limit 1000`,
      [after],
    );
    if (rows.length === 0) return;
    await replaceItems(
      db,
      definition,
      rows.map((row) => {
        const values = valuesOfRow(definition, row);
        change(values);
        return { id: row.id as string, values };
      }),
    );
    after = rows[rows.length - 1].id as string;
  }
}

interface Plan {
  problems: string[];
  /** Run after the columns are added. */
  backfills: (() => Promise<void>)[];
}

async function planTable(db: Queryable, definition: ResourceDefinition, plan: Plan) {
  const table = tableName(definition);
  const existing = await existingColumns(db, table);
  const { rows } = await db.query(`select 1 from ${table} limit 1`);
  const hasItems = rows.length > 0;
  const declared = new Set([...serverColumns, ...derivedColumns.map(({ column }) => column)]);

  for (const { field, column, key, sqlType } of storedColumns(definition)) {
    declared.add(column);
    const type = existing.get(column);
    if (type === undefined) {
      if (!hasItems || field.backfill === undefined) {
        if (hasItems && needsValue(field)) {
          plan.problems.push(
            `${definition.name}.${field.source} is required, new, and ${table} has items: declare its \`backfill\` (the value the items stored before take) or make it \`nullable: true\``,
          );
        }
        continue;
      }
      const backfill = parsedBackfill(definition, field);
      if ('problem' in backfill) plan.problems.push(backfill.problem);
      else plan.backfills.push(() => rewriteItems(db, definition, (values) => void (values[key] = backfill.value)));
    } else if (type !== sqlType) {
      // An empty table takes the new kind as it is; a full one would lose or mistype its values.
      if (!hasItems) await db.query(`alter table ${table} drop column ${identifier(column)}`);
      else
        plan.problems.push(
          `${definition.name}.${field.source} is declared ${field.kind} (${sqlType}) but ${table}.${column} holds ${type}: convert the column (alter table ${table} alter column ${identifier(column)} type ${sqlType} using …) or declare the field as it is stored`,
        );
    }
  }
  for (const column of existing.keys()) {
    if (declared.has(column)) continue;
    if (isFormerDerived(column) || !hasItems) {
      await db.query(`alter table ${table} drop column ${identifier(column)}`);
      continue;
    }
    plan.problems.push(
      `${table}.${column} holds values no field of ${definition.name} declares (a removed field?): declare it again, or drop the column (alter table ${table} drop column ${identifier(column)})`,
    );
  }
}

/**
 * Compares each served table with its definition before the migration adds columns. Refuses with
 * every problem at once; otherwise answers the backfills to run once the new columns exist.
 */
export async function planDefinitionChanges(db: Queryable, served: readonly ResourceDefinition[]): Promise<() => Promise<void>> {
  const plan: Plan = { problems: [], backfills: [] };
  for (const definition of served) await planTable(db, definition, plan);
  if (plan.problems.length > 0) throw new DefinitionChangeError(plan.problems);
  return async () => {
    for (const backfill of plan.backfills) await backfill();
  };
}
