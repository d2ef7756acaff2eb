// @vitest-environment node
import { Blob } from 'node:buffer';
import { decodeText } from './decodeText';
import { parseCsv, separatorOf } from './parseCsv';
import { readSpreadsheet } from './readSpreadsheet';
import { maxImportFileBytes, maxImportRows } from './spreadsheet';
import { xlsxOf } from './testing/xlsx.test-support';

const utf16 = (text: string, littleEndian: boolean, mark: boolean) => {
  const bytes = new Uint8Array((text.length + (mark ? 1 : 0)) * 2);
  const view = new DataView(bytes.buffer);
  [...(mark ? '\uFEFF' : ''), ...text].forEach((character, index) => view.setUint16(index * 2, character.charCodeAt(0), littleEndian));
  return bytes;
};
const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((character) => ({ é: 0xe9, ü: 0xfc, '€': 0x80 })[character] ?? character.charCodeAt(0)));
const read = (bytes: Uint8Array | string) => readSpreadsheet(new Blob([bytes]) as unknown as globalThis.Blob);

const csv = 'id,name_en,name_nl\r\n,Sprint,Sprint één\r\n';

describe('decoding a CSV file', () => {
  it('reads UTF-8 with or without its mark, UTF-16 either way with or without one, and Windows-1252 with or without a UTF-8 mark', () => {
    const text = 'name_en;name_nl\r\nRéveil;Één € ü\r\n';
    const utf8 = new TextEncoder().encode(text);
    expect(decodeText(utf8)).toEqual({ text, encoding: 'utf-8' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({ text, encoding: 'utf-8' });
    for (const littleEndian of [true, false])
      for (const mark of [true, false])
        expect(decodeText(utf16(text, littleEndian, mark))).toEqual({ text, encoding: littleEndian ? 'utf-16le' : 'utf-16be' });
    // Node decodes Windows-1252's 0x80-0x9f (€ among them) as Latin-1 does; browsers as the encoding says.
    const western = 'name_en\r\nRéveil ü\r\n';
    expect(decodeText(windows1252(western))).toEqual({ text: western, encoding: 'windows-1252' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...windows1252(western)]))).toEqual({ text: western, encoding: 'windows-1252' });
  });
});

describe('parsing CSV text', () => {
  it('takes the separator its header uses outside quotes, and quoted cells with separators, quotes and line breaks', () => {
    expect(separatorOf('"a,b";c;d\r\n1,2')).toBe(';');
    expect(separatorOf('a\tb\tc')).toBe('\t');
    expect(separatorOf('single')).toBe(',');
    expect(parseCsv('a;b\r\n"x;1";"say ""hi""\nnext"\r\n')).toEqual([
      ['a', 'b'],
      ['x;1', 'say "hi"\nnext'],
    ]);
  });
});

describe('reading a chosen file', () => {
  it('reads a CSV file into its header and rows', async () => {
    expect(await read(csv)).toEqual({ sheet: { header: ['id', 'name_en', 'name_nl'], rows: [['', 'Sprint', 'Sprint één']] } });
  });

  it('reads the first sheet of an XLSX workbook, numbers as text, whatever the file is called', async () => {
    const workbook = xlsxOf([
      ['id', 'name_en', 'reps'],
      ['', 'Sprint', 12],
      ['', { formula: 'UPPER("plank")', value: 'PLANK' }, 3],
    ]);
    expect(await read(workbook)).toEqual({
      sheet: {
        header: ['id', 'name_en', 'reps'],
        rows: [
          ['', 'Sprint', '12'],
          ['', 'PLANK', '3'],
        ],
      },
    });
  });

  it('refuses what it cannot import, with the reason', async () => {
    expect(await read('')).toEqual({ problem: 'import.file.empty' });
    expect(await read('\r\n  \r\n')).toEqual({ problem: 'import.file.empty' });
    expect(await read('id,name_en\r\n')).toEqual({ problem: 'import.file.no_rows' });
    expect(await read(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toEqual({
      problem: 'import.file.old_excel',
    });
    expect(await read(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toEqual({
      problem: 'import.file.wrong_type',
    });
    expect(await read(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({ problem: 'import.file.unreadable_xlsx' });
    expect(await read('name_en,reps\r\n=A2*2,=B2+1\r\n=UPPER(A1),=SUM(B1:B3)\r\n')).toEqual({ problem: 'import.file.formulas_only' });
    expect(
      await read(
        xlsxOf([
          ['name_en', 'reps'],
          [{ formula: 'UPPER("x")' }, 3],
        ]),
      ),
    ).toEqual({
      problem: 'import.file.formulas',
      args: { count: 1 },
    });
  });

  it('refuses a file past the size limit before reading it, and one past the row limit', async () => {
    const large = { size: maxImportFileBytes + 1, stream: () => expect.unreachable('read') } as unknown as globalThis.Blob;
    expect(await readSpreadsheet(large)).toEqual({ problem: 'import.file.too_large', args: { limit: 50 } });
    const rows = `name_en\r\n${'x\r\n'.repeat(maxImportRows + 1)}`;
    expect(await read(rows)).toEqual({ problem: 'import.file.too_many_rows', args: { rows: maxImportRows + 1, limit: maxImportRows } });
  });
});
