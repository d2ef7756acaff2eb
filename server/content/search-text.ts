/**
 * The text a search matches: lower-case with accents stripped, so `ubung` finds `Übung` and
 * `ECOLE` finds `école`. Stored text and search terms go through the same function.
 */
export const normalizeSearchText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');

/**
 * Index entries have a size limit (about 2.7 KB in a B-tree): the words and sort texts the
 * server derives are cut to these many characters (4 bytes each at most), whatever is stored.
 */
export const maxWordLength = 64;
export const maxSortTextLength = 256;

/** The first `length` characters (code points, so no character is cut in half). */
export const firstCharacters = (text: string, length: number): string =>
  text.length <= length ? text : [...text].slice(0, length).join('');

/** The words of a normalized text, as typed or stored: its runs of letters and digits, in full. */
export const wordsOf = (normalized: string): string[] => normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The distinct words of a normalized text, each cut to `maxWordLength`. */
export const searchWords = (normalized: string): string[] => [
  ...new Set(wordsOf(normalized).map((word) => firstCharacters(word, maxWordLength))),
];

/**
 * The longest piece of a word a search finds among a text's pieces: a typed word this short
 * (in UTF-16 code units, so one character outside the Basic Multilingual Plane counts two).
 */
export const maxPieceLength = 2;

/** A piece of one or two code units as one 32-bit integer: the first unit, then the second (0 for none; no text holds a NUL). */
export const pieceCode = (piece: string): number => (piece.charCodeAt(0) << 16) | (piece.length > 1 ? piece.charCodeAt(1) : 0);

/**
 * Every distinct piece of `maxPieceLength` code units or fewer inside a normalized text's words
 * (whole words, not cut), as `pieceCode`s in ascending order: a text contains a word this short
 * exactly when its pieces hold the word's code.
 */
export function searchPieces(normalized: string): number[] {
  const codes = new Set<number>();
  for (const word of wordsOf(normalized)) {
    for (let start = 0; start < word.length; start++) {
      for (let length = 1; length <= maxPieceLength && start + length <= word.length; length++) {
        codes.add(pieceCode(word.slice(start, start + length)));
      }
    }
  }
  return [...codes].sort((a, b) => a - b);
}

/** The sort key of a text: normalized, cut to `maxSortTextLength`. */
export const sortText = (text: string): string => firstCharacters(normalizeSearchText(text), maxSortTextLength);
