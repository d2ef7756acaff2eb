/**
 * CSV text as rows of cells, by d3-dsv, faster and smaller than papaparse (docs/performance.md,
 * "Import"). The separator is the one the
 * header line uses most outside quotes: a comma, or the semicolon or tab that spreadsheets write
 * in languages whose decimal mark is a comma.
 */
import { dsvFormat } from 'd3-dsv';

const separators = [',', ';', '\t'] as const;

/** The separator of the file's first line, outside quoted cells. */
export function separatorOf(text: string): string {
  const counts = new Map<string, number>(separators.map((separator) => [separator, 0]));
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');

/** Every row of the text, the blank ones left out. */
export function parseCsv(text: string): string[][] {
  return dsvFormat(separatorOf(text))
    .parseRows(text)
    .filter((row) => !isBlank(row));
}
