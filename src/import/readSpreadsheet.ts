/**
 * A chosen file as a sheet, or why it cannot be imported (docs/content-tools.md "Import"): too
 * large, empty, not a spreadsheet (an old .xls, a picture, a PDF), a workbook of formulas without
 * their values, or past the row limit. An XLSX workbook is known by its bytes (a zip), whatever
 * its name; anything else must be text in one of the encodings spreadsheets save CSV in.
 */
import { decodeText } from './decodeText';
import { parseCsv } from './parseCsv';
import { readXlsx } from './readXlsx';
import { maxImportFileBytes, maxImportRows, type ReadProgress, type SheetOrProblem } from './spreadsheet';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
const zip = [0x50, 0x4b, 0x03, 0x04];
/** The compound file of Excel 97-2003 (.xls) and other old Office documents. */
const compoundFile = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Characters no spreadsheet's text holds: a NUL, or control codes other than tab and line breaks. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const binaryCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** A cell a spreadsheet would run: an unescaped formula (the export writes `'=…`). */
const isFormula = (cell: string) => /^=[A-Za-z]/.test(cell.trim());

function readCsvText(bytes: Uint8Array): SheetOrProblem {
  const { text } = decodeText(bytes);
  if (binaryCharacters.test(text.slice(0, 65536))) return { problem: 'import.file.wrong_type' };
  const [header = [], ...rows] = parseCsv(text);
  return { sheet: { header, rows } };
}

/** The whole file's bytes, reported as they arrive. */
async function readBytes(file: Blob, onProgress: (progress: ReadProgress) => void): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size);
  const reader = file.stream().getReader();
  let done = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    bytes.set(chunk.value, done);
    done += chunk.value.byteLength;
    onProgress({ stage: 'bytes', done, total: file.size });
  }
  return bytes;
}

export async function readSpreadsheet(file: Blob, onProgress: (progress: ReadProgress) => void = () => undefined): Promise<SheetOrProblem> {
  if (file.size > maxImportFileBytes) return { problem: 'import.file.too_large', args: { limit: maxImportFileBytes / 1_000_000 } };
  if (file.size === 0) return { problem: 'import.file.empty' };
  const bytes = await readBytes(file, onProgress);
  onProgress({ stage: 'rows', done: 0, total: 1 });
  if (startsWith(bytes, compoundFile)) return { problem: 'import.file.old_excel' };
  const read = startsWith(bytes, zip) ? await readXlsx(bytes) : readCsvText(bytes);
  if (!('sheet' in read)) return read;
  const { header, rows } = read.sheet;
  if (header.every((cell) => cell.trim() === '')) return { problem: 'import.file.empty' };
  if (rows.length === 0) return { problem: 'import.file.no_rows' };
  if (rows.length > maxImportRows) return { problem: 'import.file.too_many_rows', args: { rows: rows.length, limit: maxImportRows } };
  const cells = rows.flat().filter((cell) => cell.trim() !== '');
  if (cells.length > 0 && cells.every(isFormula)) return { problem: 'import.file.formulas_only' };
  onProgress({ stage: 'rows', done: 1, total: 1 });
  return read;
}
