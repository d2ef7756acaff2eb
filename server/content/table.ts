/**
 * How a definition is stored: one table named by its endpoint, one column per writable field
 * (the snake_case of its write key, holding the write value: ids for references and files),
 * and columns the server derives on every write (the search text, its words and short pieces,
 * and the sort keys of text fields).
 */
import { isWritable, snakeCase, writeKey, type FieldDefinition, type ResourceDefinition } from '../../resources/definition';
import { kindOf } from '../../resources/kinds';
import { identifier, maxNameBytes } from './sql';
import { normalizeSearchText, searchPieces, searchWords, sortText } from './search-text';

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
 * from it (term-ranges.ts finds its tables by `{endpoint}_term_ranges_`), within what PostgreSQL
 * keeps of a name (the rest of a longer one is cut to a digest, sql.ts `storedName`).
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
    const columns = [...storedColumns(definition), ...derivedColumns(definition)]
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
  const { sqlType } = kindOf(field);
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

/** The columns holding a file's media id: the kinds that store a file (`file`). */
export const fileColumns = (definition: ResourceDefinition): string[] =>
  storedColumns(definition)
    .filter(({ field }) => kindOf(field).file)
    .map(({ column }) => column);

/** The value a field takes when a write leaves it out (spec: what may be empty may be omitted). */
export const emptyValue = (field: FieldDefinition): unknown => kindOf(field).emptyValue(field);

/** The column holding the sort key of a text or translatable field (its primary-language text). */
export const sortTextColumn = (field: FieldDefinition): string => `${snakeCase(field.source)}_sort`;

/** Whether a sortable field sorts by a stored, normalized text rather than by its own column. */
export const sortsByStoredText = (field: FieldDefinition): boolean => kindOf(field).sortText !== undefined;

export function sortTextFields(definition: ResourceDefinition): FieldDefinition[] {
  return definition.fields.filter((field) => definition.list.sortable.includes(field.source) && sortsByStoredText(field));
}

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

export const searchWordsColumn = 'search_words';
export const searchPiecesColumn = 'search_pieces';

/** The columns the server computes on every write, beside the stored fields. */
export function derivedColumns(definition: ResourceDefinition): DerivedColumn[] {
  return [
    // Kept in the row and uncompressed where it fits: a search of a letter or two reads the text of
    // thousands of items, and decompressing it cost more than matching it (docs/performance.md,
    // "The search text, stored as it is read").
    { column: searchTextColumn, sqlType: 'text', declaration: `not null default ''`, storage: 'main' },
    { column: searchWordsColumn, sqlType: 'text[]', declaration: `not null default '{}'` },
    // Stored apart first when the row is large (numbers do not compress), so that the search text
    // and the sort keys stay in the row: the search index alone reads them (search.ts), and kept in
    // the row they pushed the search text out of it (docs/performance.md, "A letter or two, found
    // in the index").
    { column: searchPiecesColumn, sqlType: 'int4[]', declaration: `not null default '{}'`, storage: 'external' },
    // Sort texts compare by code point (collate "C") on every server, as the list's order promises.
    ...sortTextFields(definition).map((field) => ({
      column: sortTextColumn(field),
      sqlType: 'text',
      declaration: `collate "C" not null default ''`,
    })),
  ];
}

/**
 * The derived values of one item from its complete write values: the search text (every
 * language of each searched field, normalized), its distinct words and pieces, and the
 * normalized sort text of text fields.
 */
export function derivedValues(definition: ResourceDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const searched = definition.search.flatMap((source) => {
    const field = definition.fields.find((candidate) => candidate.source === source)!;
    return kindOf(field).searchTexts(field, values[writeKey(field)]);
  });
  const searchText = normalizeSearchText(searched.join('\n'));
  const derived: Record<string, unknown> = {
    [searchTextColumn]: searchText,
    [searchWordsColumn]: searchWords(searchText),
    [searchPiecesColumn]: searchPieces(searchText),
  };
  for (const field of sortTextFields(definition)) {
    derived[sortTextColumn(field)] = sortText(kindOf(field).sortText!(field, values[writeKey(field)]));
  }
  return derived;
}

/**
 * The sources whose values the derived columns (`derivedValues`: the searched fields and the sort
 * texts) and the terms' ranges (term-ranges.ts: the words and each sort key) are made from: a
 * write of none of them leaves those as they are (store.ts `patchItems`).
 */
export function derivedFromSources(definition: ResourceDefinition): Set<string> {
  return new Set([...definition.search, ...definition.list.sortable]);
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
    ...derivedColumns(definition).map(({ column, sqlType }) => `${identifier(column)} ${sqlType}`),
  ].join(', ');
}

/** The names of every column a write sets, id first. */
export function writtenColumns(definition: ResourceDefinition): string[] {
  return ['id', ...storedColumns(definition).map(({ column }) => column), ...derivedColumns(definition).map(({ column }) => column)];
}
