/**
 * A definition changed on a database that has items (docs/adding-a-resource.md "Changing a
 * definition on live data"). What the definitions declare the server does at start: a new field
 * that may be empty is added, one with a `backfill` filled, a field `renamedFrom` an older name
 * renamed (its column, its kept versions, the saved views), a field `removed` archived. What they
 * do not declare it refuses to start on, naming the declaration to add (never a command that
 * would lose data), rather than serve items its own schema rejects. It all runs inside the start's
 * one migration transaction (migrate.ts): a refusal or a failure leaves the database as it was.
 */
import { camelCase, snakeCase, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { kindOf } from '../../resources/kinds';
import { formerNames, writesApart } from '../../resources/renames';
import type { Queryable } from './database';
import { identifier } from './sql';
import { archiveColumn } from './archive';
import { renameInSavedViews, renameInVersions } from './renamed-elsewhere';
import { derivedColumns, emptyValue, storedColumns, storedValue, tableName, type StoredColumn } from '../items';
import { versionColumn } from '../items';
import { mediaTable } from '../media/table';

/** The definitions do not fit the items stored; the message says each problem and what to declare. */
export class DefinitionChangeError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The resource definitions do not fit the items stored; nothing was changed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
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

/**
 * Every stored item without a value given the backfill's, in one statement: the value goes to the
 * column as a write would store it. A column new at this start gives it to every item, since a kind
 * with an empty value of its own (a list, a boolean) fills the new column with it first. Answers
 * how many items took it.
 */
async function backfillColumn(db: Queryable, definition: ResourceDefinition, stored: StoredColumn, value: unknown, isNew: boolean) {
  const column = identifier(stored.column);
  const { rows } = await db.query<{ count: number }>(
    `with filled as (
       update ${tableName(definition)} set ${column} = r.${column} from jsonb_to_record($1::jsonb) as r(${column} ${stored.sqlType})
       ${isNew ? '' : `where ${tableName(definition)}.${column} is null`} returning 1)
     select count(*)::int as count from filled`,
    [JSON.stringify({ [stored.column]: storedValue(stored, { [stored.key]: value }) })],
  );
  return rows[0].count;
}

/** How many items of `table` hold no value in `column`. */
async function emptyCount(db: Queryable, table: string, column: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${table} where ${identifier(column)} is null`);
  return rows[0].count;
}

/** What the migration is to do: `before` runs before the columns are added, `after` once they are. */
interface Plan {
  problems: string[];
  before: (() => Promise<void>)[];
  after: (() => Promise<void>)[];
  log: (line: string) => void;
}

/** The way out of a changed kind: the new kind under a new name, the old values archived. */
const kindChangeAdvice = (definition: ResourceDefinition, field: FieldDefinition, writeKey: string) =>
  `a field keeps its kind: declare the ${field.kind} under a new source (with a \`backfill\` if it is required) and \`removed: ['${writeKey}']\` on ${definition.name} to archive the old values, or declare ${field.source} as it was`;

/**
 * What a column no field declares calls for: a field renamed (a new field of the same type would
 * be its new name) or removed, each as the declaration to add.
 */
function undeclaredColumnAdvice(definition: ResourceDefinition, table: string, column: string, type: string, added: StoredColumn[]) {
  const name = camelCase(column);
  const renamedTo = added.filter((stored) => stored.sqlType === type);
  const rename =
    renamedTo.length === 1
      ? `if ${definition.name}.${renamedTo[0].field.source} is ${name} renamed, declare \`renamedFrom: ${writesApart(renamedTo[0].field) ? `{ source: '…', writeSource: '${name}' }` : `'${name}'`}\` on it`
      : `if a field was renamed, declare \`renamedFrom: '${name}'\` on its new field`;
  return `${table}.${column} holds values no field of ${definition.name} declares: ${rename}; if the field was removed, declare \`removed: ['${name}']\` on ${definition.name} (its values are archived); or declare the field again`;
}

async function planTable(db: Queryable, definition: ResourceDefinition, plan: Plan) {
  const table = tableName(definition);
  const existing = await existingColumns(db, table);
  const { rows } = await db.query(`select 1 from ${table} limit 1`);
  const hasItems = rows.length > 0;
  const declared = new Set([...serverColumns, ...derivedColumns.map(({ column }) => column)]);
  const added: StoredColumn[] = [];

  for (const stored of storedColumns(definition)) {
    const { field, column, sqlType } = stored;
    declared.add(column);
    const former = formerNames(field);
    const formerColumn = former && snakeCase(former.writeKey);
    /** The column's name in the database until the rename below runs. */
    let columnNow = column;
    if (formerColumn && formerColumn !== column && existing.has(formerColumn)) {
      if (existing.has(column)) {
        plan.problems.push(
          `${definition.name}.${field.source} is renamed from ${former.writeKey}, but ${table} holds both ${formerColumn} and ${column}: declare \`removed: ['${former.writeKey}']\` to archive the older values, or take \`renamedFrom\` away`,
        );
        continue;
      }
      existing.set(column, existing.get(formerColumn)!);
      existing.delete(formerColumn);
      columnNow = formerColumn;
      plan.before.push(async () => {
        await db.query(`alter table ${table} rename column ${identifier(formerColumn)} to ${identifier(column)}`);
        await renameInVersions(db, definition.endpoint, formerColumn, column);
        plan.log(`Renamed ${definition.name}.${former.source} to ${field.source}: its column and its kept versions`);
      });
    }
    const type = existing.get(column);
    if (type !== undefined && type !== sqlType) {
      // An empty table takes the new kind as it is; a full one would lose or mistype its values.
      if (!hasItems) plan.before.push(() => db.query(`alter table ${table} drop column ${identifier(column)}`).then(() => undefined));
      else
        plan.problems.push(
          `${definition.name}.${field.source} is declared ${field.kind} (${sqlType}) but ${table}.${column} holds ${type}: ${kindChangeAdvice(definition, field, stored.key)}`,
        );
      continue;
    }
    if (type === undefined) added.push(stored);
    if (!hasItems) continue;
    // A column already there may lack values a required field needs: a start of an older server
    // stopped between adding it and its backfill. It is filled or refused, never served half-done.
    const unfilled = type === undefined ? undefined : needsValue(field) ? await emptyCount(db, table, columnNow) : 0;
    if (unfilled === 0) continue;
    if (field.backfill === undefined) {
      if (needsValue(field))
        plan.problems.push(
          unfilled === undefined
            ? `${definition.name}.${field.source} is required, new, and ${table} has items: declare its \`backfill\` (the value the items stored before take) or make it \`nullable: true\``
            : `${definition.name}.${field.source} is required but ${unfilled} item(s) of ${table} hold no value (a start that stopped before filling it?): declare its \`backfill\` (the value they take) or make it \`nullable: true\``,
        );
      continue;
    }
    const backfill = parsedBackfill(definition, field);
    if ('problem' in backfill) plan.problems.push(backfill.problem);
    else
      plan.after.push(async () => {
        plan.log(`Filling ${definition.name}.${field.source} of the stored items without a value with its backfill`);
        const count = await backfillColumn(db, definition, stored, backfill.value, type === undefined);
        plan.log(`Filled ${definition.name}.${field.source} of ${count} item(s)`);
      });
  }
  for (const name of definition.removed ?? []) {
    const column = snakeCase(name);
    if (declared.has(column) || !existing.has(column)) continue;
    existing.delete(column);
    plan.before.push(async () => {
      const count = await archiveColumn(db, definition.endpoint, table, column, mediaTable);
      await db.query(`alter table ${table} drop column ${identifier(column)}`);
      plan.log(`Archived ${count} value(s) of ${definition.name}.${name}, removed from its definition`);
    });
  }
  for (const [column, type] of existing) {
    if (declared.has(column)) continue;
    if (isFormerDerived(column) || !hasItems) {
      plan.before.push(() => db.query(`alter table ${table} drop column ${identifier(column)}`).then(() => undefined));
      continue;
    }
    plan.problems.push(undeclaredColumnAdvice(definition, table, column, type, added));
  }
}

/**
 * Compares each served table with its definition before the migration adds columns. Refuses with
 * every problem at once; otherwise renames and archives what the definitions declare, and answers
 * the backfills to run once the new columns exist.
 */
export async function planDefinitionChanges(
  db: Queryable,
  served: readonly ResourceDefinition[],
  log: (line: string) => void = () => undefined,
): Promise<() => Promise<void>> {
  const plan: Plan = { problems: [], before: [], after: [], log };
  for (const definition of served) await planTable(db, definition, plan);
  if (plan.problems.length > 0) throw new DefinitionChangeError(plan.problems);
  for (const step of plan.before) await step();
  await renameInSavedViews(db, served);
  return async () => {
    for (const step of plan.after) await step();
  };
}
