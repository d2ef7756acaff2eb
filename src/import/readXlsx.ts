/**
 * The first sheet of an XLSX workbook as rows of text cells, by read-excel-file, the smallest of
 * the XLSX readers compared (docs/performance.md, "Import").
 * A formula whose result the file does not hold reads as an empty cell there, which would import
 * blanks: the sheet's XML is searched for such formulas first (fflate, which read-excel-file
 * unzips with), and a sheet that has them is refused with a way out.
 */
import { strFromU8, unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import type { SheetOrProblem } from './spreadsheet';

/** A cell (`<c …>…</c>`) that holds a formula (`<f>`) and no value (`<v>`). */
const formulaWithoutValue = /<c\b[^>]*>(?:(?!<\/c>)[\s\S])*?<f[\s>/](?:(?!<\/c>)[\s\S])*?<\/c>/g;

function uncomputedFormulas(bytes: Uint8Array): number {
  const sheets = unzipSync(bytes, { filter: (file) => /^xl\/worksheets\/sheet\d+\.xml$/.test(file.name) });
  const [first] = Object.keys(sheets).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (!first) return 0;
  const cells = strFromU8(sheets[first]).match(formulaWithoutValue) ?? [];
  return cells.filter((cell) => !/<v[\s>]/.test(cell)).length;
}

/** A cell as text: numbers and truth values as the export writes them, dates in ISO 8601. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export async function readXlsx(bytes: Uint8Array): Promise<SheetOrProblem> {
  let formulas: number;
  let data: unknown[][];
  try {
    formulas = uncomputedFormulas(bytes);
    data = (await readSheet(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, 1, {
      trim: false,
    })) as unknown[][];
  } catch {
    return { problem: 'import.file.unreadable_xlsx' };
  }
  if (formulas > 0) return { problem: 'import.file.formulas', args: { count: formulas } };
  const rows = data.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell.trim() !== ''));
  const [header = [], ...rest] = rows;
  return { sheet: { header, rows: rest } };
}
