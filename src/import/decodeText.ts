/**
 * The text of a CSV file, whatever a spreadsheet saved it as: UTF-8 (with or without its
 * byte-order mark), UTF-16 little- or big-endian (by its mark, or without one by where its zero
 * bytes fall), else Windows-1252, the encoding Excel uses for CSV on Western Windows, which any
 * byte sequence decodes as. The browser's TextDecoder does the decoding; only the choice is made
 * here, as no decoder guesses an encoding.
 */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const marks: { encoding: TextEncoding; bytes: number[] }[] = [
  { encoding: 'utf-8', bytes: [0xef, 0xbb, 0xbf] },
  { encoding: 'utf-16le', bytes: [0xff, 0xfe] },
  { encoding: 'utf-16be', bytes: [0xfe, 0xff] },
];

/** The bytes looked at to tell UTF-16 without a mark: its ASCII characters have a zero byte each. */
const sampleBytes = 4096;

function unmarkedUtf16(bytes: Uint8Array): TextEncoding | undefined {
  const length = Math.min(bytes.length, sampleBytes) & ~1;
  if (length < 2) return undefined;
  let zerosEven = 0;
  let zerosOdd = 0;
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) zerosEven += 1;
    if (bytes[index + 1] === 0) zerosOdd += 1;
  }
  const pairs = length / 2;
  // Headers and ids are mostly ASCII: in UTF-16 nearly every other byte is zero, in text never.
  if (zerosOdd > pairs * 0.3 && zerosEven < pairs * 0.05) return 'utf-16le';
  if (zerosEven > pairs * 0.3 && zerosOdd < pairs * 0.05) return 'utf-16be';
  return undefined;
}

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const mark = marks.find(({ bytes: mark }) => mark.every((byte, index) => bytes[index] === byte));
  const body = mark ? bytes.subarray(mark.bytes.length) : bytes;
  const encoding = mark?.encoding ?? unmarkedUtf16(bytes);
  if (encoding && encoding !== 'utf-8') return { text: new TextDecoder(encoding).decode(body), encoding };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    // Not UTF-8 (a mark before Windows-1252 text included): the bytes of a Western Windows file.
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
}
