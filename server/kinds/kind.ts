/**
 * What a field kind means for storage, in one server module per kind (`server/kinds/<kind>.ts`):
 * its column and the column's index, its sort key, how a row's value becomes the read item's (in
 * JavaScript and in SQL), its CSV cells, and what a write, a restore, a delete and an import check
 * of the items and files it names. What a kind means on both sides (schemas, keys, the form's
 * conversions) is its shared module, `resources/kinds/<kind>.ts`: none of this reaches the admin
 * (docs/architecture.md "The layers").
 */
import type { FieldBase, FieldDefinition, ResourceDefinition } from '../../resources/definition';
import type { Queryable } from '../db/database';
import type { Params } from '../db/sql';
import type { Message } from '../../resources/messages';
import type { Said } from '../i18n/texts';

/** A stored row, by column. */
export type StoredRow = Record<string, unknown>;

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

/** Where the items and files a stored value names are found. */
export interface NamedContext {
  tx: Queryable;
  /** The table of the resource a reference names (among the resources served). */
  referencedTable(reference: string): string;
  mediaTable: string;
}

/** What a write's check of a value needs beyond the value (docs/api.md "References on write and on read"). */
export interface WriteCheckContext extends NamedContext {
  /** The resource written, its table and the field's column (quoted). */
  definition: ResourceDefinition;
  table: string;
  column: string;
  /** The resource a reference names (among the resources served). */
  referenced(reference: string): ResourceDefinition;
  /** The item written, when it exists already (an update). */
  itemId?: string;
}

/** A written value as checked: kept (perhaps tidied: a list's repeats dropped), or refused with a message. */
export type CheckedValue = { value: unknown } | { problem: Said };

/** A value of an import batch, and whether its row updates an item that exists. */
export interface BatchValue {
  value: unknown;
  update: boolean;
}

/** A list filter's condition (SQL, given the query's params), or what is wrong with the filter's value (a catalogue message). */
export type FilterCondition = { condition: (params: Params) => string } | { refusal: Message };

/** A page's related rows of one relation (`RelatedRead`): by their id, or by the id of the row they belong to. */
export interface RelatedRows {
  get(key: string): readonly StoredRow[];
}

/** What a relation needs to find the related rows of a page of rows. */
export interface FindContext {
  /** The field's column in the rows (unquoted, as the rows are keyed). */
  column: string;
  /** The definition of the resource the relation reads. */
  related: ResourceDefinition;
  /** The column (unquoted) a field of the related resource is stored in. */
  columnOf(field: FieldDefinition): string;
  params: Params;
}

/**
 * Which related rows a page needs: those of these `ids` (which rows read earlier may hold), or
 * those a `condition` selects in the related table (SQL), each found under its `owner` (SQL: the
 * id of the row it belongs to).
 */
export type RelatedFind = { ids: string[] } | { condition: string; owner: string };

/** How the SQL of a relation's read value is built (read-sql.ts). */
export interface RelationSqlContext {
  /** The SQL of the field's column in the row. */
  column: string;
  /** The row's alias. */
  alias: string;
  related: ResourceDefinition;
  relatedTable: string;
  columnOf(field: FieldDefinition): string;
  /** The embedded item of the related row `alias`, as json. */
  embedded(alias: string): string;
  /** A lateral join of the row whose one column `related__json` is `select`'s; its SQL is that column. */
  lateral(select: string): string;
  /** Adds `query` to the query's `with` parts (materialized: built once per query) and answers its name. */
  withPart(query: string): string;
}

/**
 * A kind whose value is items of another resource, read as embedded objects: how a page's related
 * rows are found (one query for the page, server/items/read.ts) and how its value is made of them,
 * in JavaScript and in SQL (server/items/read-sql.ts).
 */
export interface RelatedRead<F> {
  find(field: F, rows: readonly StoredRow[], context: FindContext): RelatedFind;
  /** The read value of `row` (its value in the field's `column`), each related row embedded with `embed`. */
  value(field: F, row: StoredRow, column: string, related: RelatedRows, embed: (row: StoredRow) => unknown): unknown;
  sql(field: F, context: RelationSqlContext): string;
}

/** Ids of stored things a valid example may name: an item per resource, an image and a video. */
export interface KnownIds {
  items: Record<string, string>;
  image: string;
  video: string;
}

/** Values of a kind the server's fuzz suite writes (server/fuzz/inputs.test-support.ts). */
export interface KindExamples<F> {
  /** Its smallest valid value, naming `known` ids; undefined where leaving it out is valid. */
  valid(field: F, known: KnownIds): unknown;
  /**
   * Values a write must refuse (a 422), of the kind's own type: out of range, too long, naming
   * nothing, or text no column can hold. The suite adds values of any type the schema refuses.
   */
  invalid(field: F): unknown[];
  /** A valid value as long as it may be, of `character` repeated (a text's). */
  longest?(field: F, character: string): unknown;
}

export interface ServerKindModule<F extends FieldBase = FieldDefinition> {
  /** Its column's SQL type; none: the kind is not stored in a column of its own. */
  sqlType?: string;
  /** The column's constraints beyond its type: a default, a foreign key. */
  columnConstraints?(field: F, context: ColumnContext): string;
  /** The index its column needs (what follows `on <table>`), for the filters and references that read it. */
  columnIndex?(column: string): string;
  /** Its column holds one stored file's id: the read loads the file with the page, history and the sweep keep it. */
  fileColumn?: true;
  /** Sorted by an SQL expression over its column, which an index holds (immutable functions only). */
  sortKey?(field: F, column: string): SortKeyShape;
  /** Its value (and any key the server adds beside it) in the read item, by camelCase key. */
  readEntries(field: F, stored: unknown, context: ReadValueContext): [key: string, value: unknown][];
  /**
   * The same entries as `readEntries`, each value as SQL (json, or a scalar that becomes one) over
   * the field's column: what the database writes for a JSON export. A test holds the two equal
   * for every resource (server/items/read-sql.test.ts).
   */
  readSql(field: F, column: string, context: ReadSqlContext): [key: string, sql: string][];
  /** The items of another resource it reads, embedded: how they are found and read. */
  related?: RelatedRead<F>;
  /** The SQL of its CSV cells over its column, one per header its shared module gives (`csvHeaders`). */
  csvCells(field: F, column: string, context: CsvContext): string[];
  /** The SQL condition that it has a value (the `has` filter). */
  hasValueSql?(column: string): string;
  /** The condition of one of its filters (`FilterDefinition.kind`, as its shared module's `filters` name them). */
  filterCondition?(field: F, filter: string, column: string, value: string): FilterCondition;
  /** A write's check of its value (inside the write's transaction): the items and files it names exist. */
  checkWrite?(field: F, value: unknown, context: WriteCheckContext): Promise<CheckedValue>;
  /** A kept value without the items and files it names that are gone since (a restore brings back what can be). */
  keepExisting?(field: F, value: unknown, context: NamedContext): Promise<unknown>;
  /**
   * Which values of an import batch certainly name only what exists, checked for the whole batch at
   * once; the others are checked each on its own (`checkWrite`). None: every value is.
   */
  vouch?(field: F, values: readonly BatchValue[], context: NamedContext & { definition: ResourceDefinition }): Promise<boolean[]>;
  /**
   * The SQL that lets go of deleted items of `deleted` (ids as `$1`) in its column of the holder's
   * table, the holder's version raised; none when it does not name items of `deleted`.
   */
  releaseSql?(field: F, deleted: string, table: string, column: string, versionColumn: string): string | undefined;
  /** Updates rewriting values stored under an older spelling (a choice's `formerIds`), run at every start. */
  formerValueUpdates?(field: F, table: string, column: string): { sql: string; params: unknown[] }[];
  /** Values the fuzz suite writes; none for a kind that is never written. */
  examples?: KindExamples<F>;
}

/** The parts most kinds share; a kind module spreads them and overrides what differs. */
export const storedDefaults = {
  readEntries: (field: FieldBase, stored: unknown): [string, unknown][] => [[field.source, stored ?? null]],
  readSql: (field: FieldBase, column: string): [string, string][] => [[field.source, column]],
  csvCells: (_field: FieldBase, column: string): string[] => [`${column}::text`],
} as const;
