import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { jsonArrayFromCopy } from './json';

/** The chunks the transform passes on for `chunks`, which it writes over. */
async function partsOf(chunks: Buffer[]): Promise<Buffer[]> {
  const parts: Buffer[] = [];
  // Written to a stream, as to a response: an iterator's reads would join the parts waiting.
  const sink = new Writable({
    write(part: Buffer, _encoding, done) {
      parts.push(part);
      done();
    },
  });
  await pipeline(Readable.from(chunks), jsonArrayFromCopy(), sink);
  return parts;
}

/** What the transform makes of copies of `chunks`, as text. */
const arrayOf = async (chunks: Buffer[]): Promise<string> =>
  Buffer.concat(await partsOf(chunks.map((chunk) => Buffer.from(chunk)))).toString('utf8');

const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};

/** A binary COPY's header without extension: its signature, flags and extension's length. */
const headerBytes = 19;

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

  it('writes the array over the chunks it is given, making no buffer of its own for the items', async () => {
    const many = Array.from({ length: 20_000 }, (_, index) => JSON.stringify({ id: index, name: `Exercise ${index}` }));
    const copy = binaryCopy(many);
    // Reads of some 100 KB, each cut inside an item's text: a row's framing cut by a read's end is
    // joined to the next read (a copy, rare with reads of 256 KB and items of some 3 KB).
    const cuts: number[] = [];
    let rowStart = headerBytes;
    for (const item of many) {
      if (rowStart - (cuts.at(-1) ?? 0) > 100_000) cuts.push(rowStart + 7);
      rowStart += 6 + Buffer.byteLength(item);
    }
    const reads = [0, ...cuts].map((start, index) => Buffer.from(copy.subarray(start, cuts[index])));
    const parts = await partsOf(reads);
    expect(Buffer.concat(parts).toString('utf8')).toBe(`[\n${many.join(',\n')}\n]\n`);
    // A part per read, each written over that read, then the closing bracket.
    expect(parts).toHaveLength(reads.length + 1);
    for (const [index, part] of parts.slice(0, -1).entries()) expect(part.buffer).toBe(reads[index].buffer);
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
