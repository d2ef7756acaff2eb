import { Readable } from 'node:stream';
import { jsonArrayFromCopy } from './json';

/** What the transform makes of `chunks`, as text. */
async function arrayOf(chunks: string[]): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(jsonArrayFromCopy())) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

describe("the JSON export's array from COPY lines", () => {
  const items = [{ id: 1, name: 'Ball' }, { id: 2, text: 'line\nbreak, "quoted" \\ and ü' }, { id: 3 }];
  const copied = items.map((item) => `${JSON.stringify(item)}\n`).join('');

  it('joins the items into one array, one per line, wherever the chunks are cut', async () => {
    for (let cut = 0; cut <= copied.length; cut += 1) {
      const text = await arrayOf([copied.slice(0, cut), copied.slice(cut)]);
      expect(JSON.parse(text)).toEqual(items);
      expect(text).toBe(`[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]\n`);
    }
  });

  it('is an empty array when nothing was copied', async () => {
    expect(await arrayOf([])).toBe('[\n]\n');
    expect(JSON.parse(await arrayOf([]))).toEqual([]);
  });
});
