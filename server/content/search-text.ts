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

/** The distinct words of a normalized text: its runs of letters and digits, each cut to `maxWordLength`. */
export const searchWords = (normalized: string): string[] => [
  ...new Set(
    normalized
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => firstCharacters(word, maxWordLength)),
  ),
];

/** The sort key of a text: normalized, cut to `maxSortTextLength`. */
export const sortText = (text: string): string => firstCharacters(normalizeSearchText(text), maxSortTextLength);
