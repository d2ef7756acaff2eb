import { Readable } from 'node:stream';
import { csvCell, csvFromCopy, csvLine } from './csv';

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
  /** Feeds `text` through the transform in pieces of `size` bytes. */
  async function throughCopy(text: string, size: number): Promise<string> {
    const bytes = Buffer.from(text);
    const pieces: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(pieces).pipe(csvFromCopy())) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  }

  const copied = '"1","=SUM(A1)","plain","say ""hi""","-1","two\nlines","@x"\n"2","","""=quoted","a=b","+1","\tx","é"\n';
  const expected = `${csvLine(['1', '=SUM(A1)', 'plain', 'say "hi"', '-1', 'two\nlines', '@x'])}${csvLine(['2', '', '"=quoted', 'a=b', '+1', '\tx', 'é'])}`;

  it('defuses formulas and ends lines with CRLF, as the cells of csvLine, however the bytes arrive', async () => {
    for (const size of [1, 2, 5, 64]) expect(await throughCopy(copied, size)).toBe(expected);
  });
});
