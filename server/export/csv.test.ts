import { Readable } from 'node:stream';
import { csvCell, csvLine } from '../../resources/csv-columns';
import { csvFromCopy } from './csv';
import { expectHeldChunks } from './held-output.test-support';

describe('CSV cells', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@here', `"'@here"`],
    ['\tindented', `"'\tindented"`],
    ['\rreturn', `"'\rreturn"`],
    ['a=b', '"a=b"'],
    [12.5, '"12.5"'],
    [false, '"false"'],
    [null, '""'],
    [undefined, '""'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 1])).toBe('"a","1"\r\n');
  });
});

describe("PostgreSQL's CSV made the export's", () => {
  /** The chunks the transform passes on for `text` fed in pieces of `size` bytes. */
  async function chunksThroughCopy(text: string, size: number): Promise<Buffer[]> {
    const bytes = Buffer.from(text);
    const pieces: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(pieces).pipe(csvFromCopy())) chunks.push(chunk as Buffer);
    return chunks;
  }

  /** What the transform makes of `text` fed in pieces of `size` bytes. */
  const throughCopy = async (text: string, size: number): Promise<string> => Buffer.concat(await chunksThroughCopy(text, size)).toString();

  const copied = '"1","=SUM(A1)","plain","say ""hi""","-1","two\nlines","@x"\n"2","","""=quoted","a=b","+1","\tx","é"\n';
  const expected = `${csvLine(['1', '=SUM(A1)', 'plain', 'say "hi"', '-1', 'two\nlines', '@x'])}${csvLine(['2', '', '"=quoted', 'a=b', '+1', '\tx', 'é'])}`;

  it('defuses formulas and ends lines with CRLF, as the cells of csvLine, however the bytes arrive', async () => {
    for (const size of [1, 2, 5, 64]) expect(await throughCopy(copied, size)).toBe(expected);
  });

  it('passes the lines on in chunks of at least copyChunkBytes, however small the reads of the copy', async () => {
    const chunks = await chunksThroughCopy(copied.repeat(10_000), 1000);
    const bytes = Buffer.concat(chunks);
    expect(bytes.toString()).toBe(expected.repeat(10_000));
    expectHeldChunks(chunks);
  });

  /** A line as PostgreSQL's `COPY ... (format csv, force_quote *)` writes it: every cell quoted, quotes doubled, LF at the end. */
  const copyLine = (cells: string[]) => `${cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')}\n`;

  it('gives what csvLine gives for cells made of every mark (quotes, line breaks, commas, formula starts), split anywhere', async () => {
    const marks = ['"', '""', '\n', '\r', ',', '=', '+', '-', '@', '\t', 'a', 'é', ' '];
    // A fixed pseudo-random sequence, so that a failure can be repeated.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const cell = () => Array.from({ length: random(5) }, () => marks[random(marks.length)]).join('');
    const lines = Array.from({ length: 60 }, () => Array.from({ length: 1 + random(4) }, cell));
    const copiedLines = lines.map(copyLine).join('');
    const expectedLines = lines.map(csvLine).join('');
    for (const size of [1, 2, 3, 7, 13, 4096]) expect(await throughCopy(copiedLines, size)).toBe(expectedLines);
  });
});
