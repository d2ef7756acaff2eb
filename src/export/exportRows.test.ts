import { createRowCounter } from './exportRows';

/** Feeds `text` as UTF-8 in pieces of `size` bytes and answers the last count. */
function countInPieces(format: 'csv' | 'json', text: string, size: number): number {
  const bytes = new TextEncoder().encode(text);
  const counter = createRowCounter(format);
  let rows = 0;
  for (let start = 0; start < bytes.length; start += size) rows = counter.add(bytes.subarray(start, start + size));
  return rows;
}

describe('counting the rows of an export as it arrives', () => {
  const csv = '\uFEFF"id","name_en"\r\n"1","Plain"\r\n"2","Two\r\nlines and ""quotes"" in Müller"\r\n"3","\'=1+1"\r\n';
  const json = '[\n{"id":"1","name":{"en":"a\\nb","de":"Größe"}},\n{"id":"2","name":{"en":"{x}"}},\n{"id":"3"}\n]\n';

  it('counts CSV rows after the header, not line breaks inside quoted cells', () => {
    for (const size of [1, 2, 7, 1_000]) expect(countInPieces('csv', csv, size)).toBe(3);
  });

  it('counts JSON items, one a line, whatever braces their strings hold', () => {
    for (const size of [1, 3, 11, 1_000]) expect(countInPieces('json', json, size)).toBe(3);
  });

  it('counts nothing in an empty export', () => {
    expect(countInPieces('csv', '\uFEFF"id"\r\n', 4)).toBe(0);
    expect(countInPieces('json', '[\n]\n', 4)).toBe(0);
  });
});
