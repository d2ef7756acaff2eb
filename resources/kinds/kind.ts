/**
 * What a field kind means for data, in one module per kind (`resources/kinds/<kind>.ts`): its
 * write and read schemas, its column, its sort key, its search texts, its empty value and whether
 * it is required. The server, the providers and the builders ask the kind (`kindOf`) instead of
 * deciding by `field.kind`; what a kind means on screen is in `src/kinds/<kind>.tsx`.
 */
import type { z } from 'zod/mini';
import { snakeCase, type Choice, type FieldBase, type FieldDefinition } from '../definition';

/**
 * `write`: a value as the API receives it (references and files as ids); `form`: as the admin's
 * form holds it; `import`: as an import sends it, a write value whose ids are the API's own
 * (another server may number its items: Laravel's auto-increment ids).
 */
export type Mode = 'write' | 'form' | 'import';

export interface ReadSchemaContext {
  /** The schema of an item the field refers to, as embedded in the read item. */
  embedded(field: { reference: string; embed?: readonly string[] }): z.ZodMiniType;
  /** The field is itself inside an embedded item: its relations are then only objects with an id. */
  nested: boolean;
}

/** What a kind's column needs to know of the database beyond the field. */
export interface ColumnContext {
  /** The table of the resource a reference names. */
  referencedTable(reference: string): string;
  mediaTable: string;
}

export interface SortKeyShape {
  /** A never-null SQL expression over the table's columns. */
  expression: string;
  /** The expression's SQL type, for casting a cursor's value back. */
  type: 'text' | 'double precision' | 'integer' | 'timestamptz';
}

/** How the server reads a kind's value from a row into the read item. */
export interface ReadValueContext {
  /** The media object of a stored file id, or null. */
  media(id: unknown): unknown;
}

/** How the database builds a kind's value of the read item (the JSON export, straight from the database). */
export interface ReadSqlContext {
  /** The SQL of a stored file's media object (json), or null, given the SQL of its id. */
  media(idSql: string): string;
}

/**
 * One column of a CSV export: its header, and its cell as SQL text over the field's column (null:
 * an empty cell). The export writes every line in the database (docs/api.md "Export").
 */
export interface CsvColumn {
  header: string;
  sql: string;
}

/** What a kind's CSV cells may need of the query beyond the field's column. */
export interface CsvContext {
  /** The SQL text of a stored file's address, given the SQL of its id. */
  fileUrl(idSql: string): string;
  /**
   * The SQL text of each key's value (as text) in a JSON object, given its SQL: the object is read
   * once per row, however many keys are taken (each `->>` would read a large value anew).
   */
  objectTexts(objectSql: string, keys: readonly string[]): string[];
}

/** Lists (choices, ids) are one cell, their items joined with this. */
export const csvListSeparator = '|';

/** SQL text: a list column's items joined into one cell. */
export const joinedListSql = (column: string) => `array_to_string(${column}::text[], '${csvListSeparator}')`;

/**
 * A value read back from a field's CSV cells (an import, docs/content-tools.md "Import"), or what
 * is wrong with them: a catalogue key and the values its text takes.
 */
export type CsvRead = { value: unknown } | { problem: string; args?: Record<string, string | number> };

/** What reading a kind's CSV cells back needs beyond the cells: the items, choices and files they name. */
export interface CsvReadContext {
  /** The id of the item of the field's resource a cell names: by its id, or by its name in any language. */
  reference(field: { source: string; reference: string }, text: string): CsvRead;
  /** The choice a cell names: by its value (or a former one), or by its label; case and accents ignored. */
  choice(field: { source: string; choices: readonly Choice[] }, text: string): Choice | undefined;
  /** The words a cell may say yes or no with, beside `true` and `false`. */
  isYes(text: string): boolean | undefined;
  /** The media id of a file's address as the export wrote it (a file an item holds now). */
  file(url: string): CsvRead;
}

/** How an import shows a value, one text per CSV column (the items and choices by their names). */
export interface CsvTextContext {
  referenceName(field: { reference: string }, id: unknown): string;
  choiceLabel(field: { source: string; choices: readonly Choice[] }, id: unknown): string;
  yesNo(value: boolean): string;
  fileName(id: unknown): string;
}

/** A list cell's items (`a|b`), each trimmed, none empty. */
export const csvListItems = (cell: string): string[] =>
  cell
    .split(csvListSeparator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Every item of a list cell read with `read`: their values, or the first problem. */
export function readCsvList(cell: string, read: (item: string) => CsvRead): CsvRead {
  const values: unknown[] = [];
  for (const item of csvListItems(cell)) {
    const result = read(item);
    if ('problem' in result) return result;
    values.push(result.value);
  }
  return { value: values };
}

/** How a field of another resource is read into this item. */
export type Relation = 'one' | 'many' | 'children';

export interface FieldKindModule<F extends FieldBase = FieldDefinition> {
  /** The schema of a written value; read-only kinds throw (they are never written). */
  writeSchema(field: F, mode: Mode): z.ZodMiniType;
  /** The schema of a value as read: tolerant of what another server may add or spell otherwise. */
  readSchema(field: F, context: ReadSchemaContext): z.ZodMiniType;
  /** A write may leave it out although it is not nullable: it has an empty value of its own (false, no items). */
  omittable: boolean;
  /** The value a write that leaves it out stores. */
  emptyValue(field: F): unknown;
  /** The value a create form starts from. */
  formValue(field: F): unknown;
  /** Whether its input is marked required, given it is neither nullable nor read-only. */
  required(field: F): boolean;
  /** Its column's SQL type; none: the kind is not stored in a column of its own. */
  sqlType?: string;
  /** The column's constraints beyond its type: a default, a foreign key. */
  columnConstraints?(field: F, context: ColumnContext): string;
  /** The column holds a list (an SQL array). */
  isList?: boolean;
  /** Its column holds a stored file's id: a read loads the file's media object with the page. */
  file?: boolean;
  /** The kind names items of another resource, read as embedded objects. */
  relation?: Relation;
  /** The texts of a value that search matches. */
  searchTexts(field: F, value: unknown): string[];
  /** Sorted by an SQL expression over its column, which an index holds (immutable functions only). */
  sortKey?(field: F, column: string): SortKeyShape;
  /** Its value (and any key the server adds beside it) in the read item, by camelCase key. */
  readEntries(field: F, stored: unknown, context: ReadValueContext): [key: string, value: unknown][];
  /**
   * The same entries as `readEntries`, each value as SQL (json, or a scalar that becomes one) over
   * the field's column: what the database writes for a JSON export. A test holds the two equal
   * for every resource (server/content/read-sql.test.ts).
   */
  readSql(field: F, column: string, context: ReadSqlContext): [key: string, sql: string][];
  /** Read-only keys the server adds beside the field's own (a choice's display name): ignored on write. */
  companionKeys?(field: F): string[];
  /** Its columns in a CSV export (none for a kind whose value lives elsewhere). */
  csvColumns(field: F, column: string, context: CsvContext): CsvColumn[];
  /**
   * The write value its CSV cells say (the inverse of `csvColumns`, for an import): `cells` in the
   * order of its columns, `undefined` where the file has no such column; `current` is the item's
   * write value now (none for a new item), kept where no cell speaks. None: the kind is not imported.
   */
  fromCsv?(field: F, cells: readonly (string | undefined)[], current: unknown, context: CsvReadContext): CsvRead;
  /** A write value as an import shows it, one text per CSV column. */
  csvTexts(field: F, value: unknown, context: CsvTextContext): string[];
  /** What is wrong with the field's declaration, said when the definitions are loaded; none when it is right. */
  declarationProblem?(field: F): string | undefined;
}

/** The parts most kinds share; a kind module spreads them and overrides what differs. */
export const scalarDefaults = {
  omittable: false,
  emptyValue: () => null,
  formValue: () => null,
  required: () => true,
  searchTexts: (_field: FieldBase, value: unknown): string[] => (value === null || value === undefined ? [] : [String(value)]),
  readEntries: (field: FieldBase, stored: unknown): [string, unknown][] => [[field.source, stored ?? null]],
  readSql: (field: FieldBase, column: string): [string, string][] => [[field.source, column]],
  csvColumns: (field: FieldBase, column: string): CsvColumn[] => [{ header: snakeCase(field.source), sql: `${column}::text` }],
  csvTexts: (_field: FieldBase, value: unknown): string[] => [value === null || value === undefined ? '' : String(value)],
} as const;

/** The one cell of a single-column kind, trimmed; none when the file has no such column. */
export const singleCell = (cells: readonly (string | undefined)[]): string | undefined => cells[0]?.trim();

/** The kinds that are never written (computed by the server or the other side of a reference). */
export const readOnlyKind = (kind: string) => (): never => {
  throw new Error(`${kind} fields are read-only`);
};
