import { Readable } from 'node:stream';
import { expectHeldChunks } from './held-output.test-support';
import { jsonArrayFromCopy } from './json';

/** The chunks the transform passes on for `chunks`. */
async function partsOf(chunks: Buffer[]): Promise<Buffer[]> {
  const parts: Buffer[] = [];
  for await (const part of Readable.from(chunks).pipe(jsonArrayFromCopy())) parts.push(part as Buffer);
  return parts;
}

/** What the transform makes of `chunks`, as text. */
const arrayOf = async (chunks: Buffer[]): Promise<string> => Buffer.concat(await partsOf(chunks)).toString('utf8');

const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};

/** A `COPY … (format binary)` of one text per row, as PostgreSQL writes it, with a header extension of `extension` bytes. */
function binaryCopy(texts: (string | null)[], extension = 0, fields = 1): Buffer {
  const header = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), int32(0), int32(extension), Buffer.alloc(extension)];
  const rows = texts.flatMap((text) => {
    if (text === null) return [int16(fields), int32(-1)];
    const bytes = Buffer.from(text);
    return [int16(fields), int32(bytes.length), bytes];
  });
  return Buffer.concat([...header, ...rows, int16(-1)]);
}

describe("the JSON export's array from a binary COPY", () => {
  const items = [{ id: 1, name: 'Ball' }, { id: 2, text: 'line\nbreak, "quoted" \\ and ü' }, { id: 3 }];
  const copied = binaryCopy(items.map((item) => JSON.stringify(item)));
  const expected = `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]\n`;

  it('joins the items into one array, one per line, wherever the chunks are cut', async () => {
    for (let cut = 0; cut <= copied.length; cut += 1) {
      const text = await arrayOf([copied.subarray(0, cut), copied.subarray(cut)]);
      expect(text).toBe(expected);
      expect(JSON.parse(text)).toEqual(items);
    }
  });

  it('reads a copy that arrives a byte at a time, and skips a header extension', async () => {
    const withExtension = binaryCopy(
      items.map((item) => JSON.stringify(item)),
      5,
    );
    const bytes = [...withExtension].map((byte) => Buffer.from([byte]));
    expect(await arrayOf(bytes)).toBe(expected);
  });

  it('passes the array on in chunks of at least outputChunkBytes, however small the reads of the copy', async () => {
    const many = Array.from({ length: 20_000 }, (_, index) => JSON.stringify({ id: index, name: `Exercise ${index}` }));
    const copy = binaryCopy(many);
    const reads: Buffer[] = [];
    for (let start = 0; start < copy.length; start += 1000) reads.push(copy.subarray(start, start + 1000));
    const parts = await partsOf(reads);
    const text = Buffer.concat(parts).toString('utf8');
    expect(text).toBe(`[\n${many.join(',\n')}\n]\n`);
    expectHeldChunks(parts);
  });

  it('makes one array of several copies one after another, an empty one among them, wherever the chunks are cut', async () => {
    const parts = [binaryCopy(['{"id":1}', '{"id":2}']), binaryCopy([]), binaryCopy(['{"id":3}'], 3)];
    const copies = Buffer.concat(parts);
    for (let cut = 0; cut <= copies.length; cut += 1) {
      expect(await arrayOf([copies.subarray(0, cut), copies.subarray(cut)])).toBe('[\n{"id":1},\n{"id":2},\n{"id":3}\n]\n');
    }
    expect(await arrayOf([binaryCopy([]), binaryCopy([])])).toBe('[\n]\n');
    // A second copy cut short is an export cut short.
    await expect(arrayOf([parts[0], parts[2].subarray(0, parts[2].length - 2)])).rejects.toThrow('ended before its last row');
  });

  it('is an empty array when no row was copied', async () => {
    expect(await arrayOf([binaryCopy([])])).toBe('[\n]\n');
    expect(JSON.parse(await arrayOf([binaryCopy([])]))).toEqual([]);
  });

  it('fails, rather than answer a cut array, when the copy ends early or is not one text per row', async () => {
    await expect(arrayOf([copied.subarray(0, copied.length - 5)])).rejects.toThrow('ended before its last row');
    await expect(arrayOf([copied.subarray(0, copied.length - 2)])).rejects.toThrow('ended before its last row');
    await expect(arrayOf([])).rejects.toThrow('ended before its last row');
    await expect(arrayOf([binaryCopy(['{}', null])])).rejects.toThrow('not one text');
    await expect(arrayOf([binaryCopy(['{}'], 0, 2)])).rejects.toThrow('not one text');
    await expect(arrayOf([Buffer.from('{"id":1}\n{"id":2}\n{"id":3}\n')])).rejects.toThrow('not in the binary format');
    await expect(arrayOf([Buffer.concat([copied, Buffer.from('x')])])).rejects.toThrow('goes on after its end');
  });
});
