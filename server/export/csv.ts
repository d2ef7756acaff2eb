/**
 * A resource's items as CSV (docs/api.md "Export"): one column per language of a translatable
 * field, references as ids, lists joined with `|`, files as their URL (each kind says its columns).
 * The lines are written by the database, in the list's order, so that an export runs at the speed
 * rows are read. Every cell is quoted, and one that a spreadsheet would run as a formula is
 * defused with a leading `'` (OWASP "CSV injection"): the same rule in SQL for the cells and in
 * JavaScript for the header.
 */
import { snakeCase, writeKey, type ResourceDefinition } from '../../resources/definition';
import { kindOf } from '../../resources/kinds';
import type { CsvColumn } from '../../resources/kinds/kind';
import { mediaUrlPrefix } from '../media/files';
import { mediaTable } from '../media/table';
import { Transform } from 'node:stream';
import { identifier, literal } from '../content/sql';

/** The characters that make a spreadsheet read a cell as a formula. */
const formulaStarts = ['=', '+', '-', '@', '\t', '\r'];

const formulaStart = new RegExp(
  `^[${formulaStarts.map((character) => `\\${character === '\t' ? 't' : character === '\r' ? 'r' : character}`).join('')}]`,
);

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A cell's text in SQL, a formula defused, over SQL text that is evaluated once (a column of the row's cells). */
function defusedCellSql(value: string): string {
  const text = `coalesce(${value}, '')`;
  const starts = formulaStarts.map((character) => `chr(${character.charCodeAt(0)})`).join(', ');
  return `case when left(${text}, 1) in (${starts}) then '''' || ${text} else ${text} end`;
}

/** `csvCell` in SQL. */
const csvCellSql = (value: string) => `'"' || replace(${defusedCellSql(value)}, '"', '""') || '"'`;

/** Spreadsheets read the file as UTF-8 only when it starts with a byte-order mark. */
export const byteOrderMark = '\uFEFF';

/** The table's alias in the export's query. */
const row = 't';

export interface CsvQuery {
  /** Every column of the export, the id first. */
  columns: CsvColumn[];
  /** The joins the columns read from (one per file field), after `from <table> t`. */
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
  const columns = [
    { header: 'id', sql: `${row}.id::text` },
    ...definition.fields.flatMap((field) =>
      kindOf(field).csvColumns(field, `${row}.${identifier(snakeCase(writeKey(field)))}`, { fileUrl }),
    ),
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
const comma = 0x2c;
const lineFeed = 0x0a;
const carriageReturnLineFeed = Buffer.from('\r\n');
const defuse = Buffer.from("'");
const formulaStartBytes = new Set(formulaStarts.map((character) => character.charCodeAt(0)));

/**
 * PostgreSQL's CSV (every cell quoted) made the export's: a cell that a spreadsheet would run as a
 * formula gets its leading `'`, and lines end with CRLF, as spreadsheets expect. Read byte by byte
 * (the marks are ASCII, never part of a UTF-8 sequence); a line feed inside a quoted cell is the
 * cell's own and stays as it is.
 */
export function csvFromCopy(): Transform {
  let insideQuotes = false;
  /** The previous byte ended a cell or a line (or nothing came yet): a quote now opens a cell. */
  let atCellStart = true;
  /** A cell was just opened: its first byte decides whether it is defused. */
  let cellOpened = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const pieces: Buffer[] = [];
      let start = 0;
      for (let index = 0; index < chunk.length; index++) {
        const byte = chunk[index];
        if (cellOpened) {
          cellOpened = false;
          if (formulaStartBytes.has(byte)) {
            pieces.push(chunk.subarray(start, index), defuse);
            start = index;
          }
        }
        if (byte === quote) {
          if (atCellStart) cellOpened = true;
          insideQuotes = !insideQuotes;
          atCellStart = false;
        } else if (!insideQuotes && byte === comma) atCellStart = true;
        else if (!insideQuotes && byte === lineFeed) {
          pieces.push(chunk.subarray(start, index), carriageReturnLineFeed);
          start = index + 1;
          atCellStart = true;
        }
      }
      pieces.push(chunk.subarray(start));
      done(null, Buffer.concat(pieces));
    },
  });
}
