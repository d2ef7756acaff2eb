/**
 * How a definition is stored: one table named by its endpoint, one column per writable field
 * (the snake_case of its write key, holding the write value: ids for references and files),
 * and the search text the server derives on every write (every language of the searched fields,
 * normalized: search-text.ts), which the list's search reads (docs/lists.md).
 */
import { isWritable, snakeCase, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { kindOf, writeKey } from '../../resources/kinds';
import { serverKindOf } from '../kinds';
import { identifier, maxNameBytes } from '../db/sql';
import { normalizeSearchText } from './search-text';

/** A stored row as the database answers it, and an item in its read shape (docs/api.md), by column and key. */
export type Row = Record<string, unknown>;
export type Item = Record<string, unknown>;

export interface StoredColumn {
  field: FieldDefinition;
  /** The camelCase write key of the field (`authorId`). */
  key: string;
  /** The column name (`author_id`). */
  column: string;
  /** The column's SQL type, as declared and as cast when rows travel as JSON. */
  sqlType: string;
}

export const searchTextColumn = 'search_text';

export const tableName = (definition: ResourceDefinition): string => identifier(definition.endpoint);

/**
 * The longest endpoint, in bytes: its table's name, and the start of the names the server makes
 * from it (its indexes), within what PostgreSQL keeps of a name (the rest of a longer one is cut
 * to a digest, sql.ts `storedName`).
 */
export const maxEndpointBytes = 40;

/** Names of a definition PostgreSQL would cut, each as `resource: problem`; none when all fit. */
export function storageProblems(definitions: readonly ResourceDefinition[]): string[] {
  return definitions.flatMap((definition) => {
    const endpointBytes = Buffer.byteLength(definition.endpoint);
    const endpoint =
      endpointBytes > maxEndpointBytes
        ? [
            `${definition.name}: its endpoint "${definition.endpoint}" is ${endpointBytes} bytes long: at most ${maxEndpointBytes}, as PostgreSQL keeps ${maxNameBytes} bytes of a name and the server adds to it`,
          ]
        : [];
    const columns = [...storedColumns(definition), ...derivedColumns]
      .filter(({ column }) => Buffer.byteLength(column) > maxNameBytes)
      .map(
        ({ column }) =>
          `${definition.name}: its column "${column}" is ${Buffer.byteLength(column)} bytes long: PostgreSQL keeps ${maxNameBytes} bytes of a name`,
      );
    return [...endpoint, ...columns];
  });
}

/**
 * The definition a reference field points at, among the resources `served`: a served definition
 * naming one that is not served is a bug of the server's list.
 */
export function referencedDefinition(served: readonly ResourceDefinition[], field: { reference: string }): ResourceDefinition {
  const definition = served.find((candidate) => candidate.name === field.reference);
  if (!definition) throw new Error(`No served resource named ${field.reference}`);
  return definition;
}

function sqlTypeOf(field: FieldDefinition): string {
  const { sqlType } = serverKindOf(field);
  if (!sqlType) throw new Error(`${field.kind} fields are not stored`);
  return sqlType;
}

const columnCache = new WeakMap<ResourceDefinition, StoredColumn[]>();

export function storedColumns(definition: ResourceDefinition): StoredColumn[] {
  let columns = columnCache.get(definition);
  if (!columns) {
    columns = definition.fields.filter(isWritable).map((field) => ({
      field,
      key: writeKey(field),
      column: snakeCase(writeKey(field)),
      sqlType: sqlTypeOf(field),
    }));
    columnCache.set(definition, columns);
  }
  return columns;
}

/** The columns holding a file's media id: the kinds that store a file (`fileColumn`). */
export const fileColumns = (definition: ResourceDefinition): string[] =>
  storedColumns(definition)
    .filter(({ field }) => serverKindOf(field).fileColumn)
    .map(({ column }) => column);

/** The value a field takes when a write leaves it out (spec: what may be empty may be omitted). */
export const emptyValue = (field: FieldDefinition): unknown => kindOf(field).emptyValue(field);

export interface DerivedColumn {
  column: string;
  /** The column's type, as cast when rows travel as JSON. */
  sqlType: string;
  /** The rest of its declaration: collation, default. */
  declaration: string;
  /**
   * How PostgreSQL stores its values, where not its default (compressed, out of line when the row
   * is large): kept in the row (`main`) or stored apart uncompressed (`external`).
   */
  storage?: 'main' | 'external';
}

/**
 * The columns the server computes on every write, beside the stored fields: the search text, kept
 * in the row and uncompressed where it fits, as a search looks through the text of many rows and
 * decompressing it would cost more than that (docs/lists.md).
 */
export const derivedColumns: readonly DerivedColumn[] = [
  { column: searchTextColumn, sqlType: 'text', declaration: `not null default ''`, storage: 'main' },
];

/** The derived values of one item from its complete write values: its search text. */
export function derivedValues(definition: ResourceDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const searched = definition.search.flatMap((source) => {
    const field = definition.fields.find((candidate) => candidate.source === source)!;
    return kindOf(field).searchTexts(field, values[writeKey(field)]);
  });
  return { [searchTextColumn]: normalizeSearchText(searched.join('\n')) };
}

/**
 * The sources the search text is made from: a write of none of them leaves it as it is (store.ts
 * `patchItems`).
 */
export function derivedFromSources(definition: ResourceDefinition): Set<string> {
  return new Set(definition.search);
}

/** The value a stored column holds for the write values `values`: its field's empty value when they have none. */
export const storedValue = ({ key, field }: StoredColumn, values: Record<string, unknown>): unknown => values[key] ?? emptyValue(field);

/** The row as JSON for `jsonb_to_recordset`: stored columns by name, then the derived ones. */
export function storedRow(definition: ResourceDefinition, id: string, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = { id };
  for (const stored of storedColumns(definition)) row[stored.column] = storedValue(stored, values);
  return Object.assign(row, derivedValues(definition, values));
}

/** The write values a stored row holds (the inverse of `storedRow` for the stored columns). */
export function valuesOfRow(definition: ResourceDefinition, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(storedColumns(definition).map(({ key, column }) => [key, row[column]]));
}

/** `name type, ...` for `jsonb_to_recordset(...) as r(...)`: every column a write sets. */
export function recordsetColumns(definition: ResourceDefinition): string {
  return [
    'id uuid',
    ...storedColumns(definition).map(({ column, sqlType }) => `${identifier(column)} ${sqlType}`),
    ...derivedColumns.map(({ column, sqlType }) => `${identifier(column)} ${sqlType}`),
  ].join(', ');
}

/** The names of every column a write sets, id first. */
export function writtenColumns(definition: ResourceDefinition): string[] {
  return ['id', ...storedColumns(definition).map(({ column }) => column), ...derivedColumns.map(({ column }) => column)];
}
