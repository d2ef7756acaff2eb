import { csvCell, csvLine } from './csv';

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
