/**
 * A resource's items as CSV (docs/api.md "Export"): one column per language of a translatable
 * field, references as ids, lists joined with `|`, files as their URL (each kind says its columns).
 * The lines are written by the database, in the list's order, so that an export runs at the speed
 * rows are read. Every cell is quoted, and one that a spreadsheet would run as a formula is
 * defused with a leading `'` (OWASP "CSV injection"): the same rule in SQL for the cells and in
 * JavaScript for the header.
 */
import { csvIdHeader, fieldCsvColumns, formulaDefuse, formulaStarts } from '../../resources/csv-columns';
import { snakeCase, type ResourceDefinition } from '../../resources/definition';
import { writeKey } from '../../resources/kinds';
import { serverKindOf } from '../kinds';
import { mediaUrlPrefix } from '../media/files';
import { mediaTable } from '../media/table';
import { Transform } from 'node:stream';
import { identifier, literal } from '../db/sql';
import { HeldOutput } from './held-output';

/** A cell's text in SQL, a formula defused, over SQL text that is evaluated once (a column of the row's cells). */
function defusedCellSql(value: string): string {
  const text = `coalesce(${value}, '')`;
  const starts = formulaStarts.map((character) => `chr(${character.charCodeAt(0)})`).join(', ');
  return `case when left(${text}, 1) in (${starts}) then ${literal(formulaDefuse)} || ${text} else ${text} end`;
}

/** `csvCell` in SQL. */
const csvCellSql = (value: string) => `'"' || replace(${defusedCellSql(value)}, '"', '""') || '"'`;

/** The table's alias in the export's query. */
const row = 't';

/** One column of a CSV export: its header, and its cell as SQL text over the row (null: an empty cell). */
export interface CsvColumn {
  header: string;
  sql: string;
}

export interface CsvQuery {
  /** Every column of the export, the id first. */
  columns: CsvColumn[];
  /** The joins the columns read from (one per file field and per object read), after `from <table> t`. */
  joins: string;
}

/** The export's columns; `origin` gives the SQL text of the server's origin (added only when a file's address needs it). */
export function csvQuery(definition: ResourceDefinition, origin: () => string): CsvQuery {
  const joins: string[] = [];
  const fileUrl = (idSql: string) => {
    // Renamed columns: the table's own (id, name, created_at) stay unambiguous for the list's clauses.
    const file = `file${joins.length}`;
    joins.push(`left join (select id as ${file}_id, url_path as ${file}_path from ${mediaTable}) ${file} on ${file}_id = ${idSql}`);
    return `${origin()} || ${literal(mediaUrlPrefix)} || ${file}_path`;
  };
  const objectTexts = (objectSql: string, keys: readonly string[]) => {
    const object = `object${joins.length}`;
    const columns = keys.map((key) => `${identifier(key)} text`).join(', ');
    // A left join: a null object gives null texts, and keeps its row; anything but an object is read as null (as `->>` reads it).
    const onlyObject = `case when jsonb_typeof(${objectSql}) = 'object' then ${objectSql} end`;
    joins.push(`left join lateral jsonb_to_record(${onlyObject}) ${object}(${columns}) on true`);
    return keys.map((key) => `${object}.${identifier(key)}`);
  };
  // Each field's cells as its kind's storage says them, under the headers its shared module gives.
  const cells = new Map(
    definition.fields.map((field) => [
      field,
      serverKindOf(field).csvCells(field, `${row}.${identifier(snakeCase(writeKey(field)))}`, { fileUrl, objectTexts }),
    ]),
  );
  const columns = [
    { header: csvIdHeader, sql: `${row}.id::text` },
    ...fieldCsvColumns(definition).map(({ field, header, part }) => ({ header, sql: cells.get(field)![part] })),
  ];
  return { columns, joins: joins.join(' ') };
}

/**
 * SQL text of one row's CSV line (CRLF included): each cell computed once, in a subquery of the
 * row, then quoted.
 */
export function csvLineSql({ columns }: CsvQuery): string {
  const cells = columns.map((column, index) => `${column.sql} as c${index}`).join(', ');
  const quoted = columns.map((_, index) => csvCellSql(`c.c${index}`)).join(` || ',' || `);
  return `(select ${quoted} || chr(13) || chr(10) from (select ${cells}) c)`;
}

export const csvRowAlias = row;

/**
 * `COPY` of the export's rows as CSV, every cell quoted, for a PostgreSQL server (`csvFromCopy`
 * then defuses formulas and ends lines with CRLF): `where` and `order` are the list query's
 * clauses with their values written in (`InlineParams`).
 */
export function csvCopySql(table: string, { columns, joins }: CsvQuery, where: string, order: string): string {
  // A null is an empty cell, quoted like the others (FORCE_QUOTE leaves nulls bare).
  const cells = columns.map((column) => `coalesce(${column.sql}, '')`).join(', ');
  return `copy (select ${cells} from ${table} ${row} ${joins} ${where} ${order}) to stdout with (format csv, force_quote *)`;
}

const quote = 0x22;
const lineFeed = 0x0a;
const carriageReturnLineFeed = Buffer.from('\r\n');
const defuse = Buffer.from(formulaDefuse);
/** By byte: whether a cell starting with it is a formula. */
const formulaStartByte = new Uint8Array(256);
for (const character of formulaStarts) formulaStartByte[character.charCodeAt(0)] = 1;

/**
 * PostgreSQL's CSV (every cell quoted) made the export's: a cell that a spreadsheet would run as a
 * formula gets its leading `'`, and lines end with CRLF, as spreadsheets expect. Inside a cell the
 * next quote is searched for natively (`indexOf`), so the bytes of the cells are not visited one
 * by one in JavaScript; a quote followed by a quote is the cell's own, and a line feed inside a
 * cell stays as it is. The marks are ASCII, never part of a UTF-8 sequence.
 */
export function csvFromCopy(): Transform {
  let insideCell = false;
  /** Inside a cell, the previous chunk ended on a quote: the next byte says whether it closed the cell. */
  let quoteAtChunkEnd = false;
  /** A cell was just opened: its first byte decides whether it is defused. */
  let cellOpened = false;
  const output = new HeldOutput();
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let start = 0;
      let index = 0;
      while (index < chunk.length) {
        if (quoteAtChunkEnd) {
          quoteAtChunkEnd = false;
          if (chunk[index] === quote) {
            index += 1;
            continue;
          }
          insideCell = false;
        }
        if (cellOpened) {
          cellOpened = false;
          if (formulaStartByte[chunk[index]]) {
            output.hold(chunk.subarray(start, index));
            output.hold(defuse);
            start = index;
          }
        }
        if (insideCell) {
          const next = chunk.indexOf(quote, index);
          if (next === -1) index = chunk.length;
          else if (next + 1 === chunk.length) {
            quoteAtChunkEnd = true;
            index = chunk.length;
          } else if (chunk[next + 1] === quote) index = next + 2;
          else {
            insideCell = false;
            index = next + 1;
          }
          continue;
        }
        // Between cells: a quote opens one, a line feed ends the line, a comma separates.
        const byte = chunk[index];
        if (byte === quote) {
          insideCell = true;
          cellOpened = true;
        } else if (byte === lineFeed) {
          output.hold(chunk.subarray(start, index));
          output.hold(carriageReturnLineFeed);
          start = index + 1;
        }
        index += 1;
      }
      output.hold(chunk.subarray(start));
      done(null, output.take());
    },
    flush(done) {
      done(null, output.take(true));
    },
  });
}
