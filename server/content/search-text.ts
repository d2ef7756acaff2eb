/**
 * The text a search matches: lower-case with accents stripped, so `ubung` finds `Übung` and
 * `ECOLE` finds `école`. Stored text and search terms go through the same function.
 */
export const normalizeSearchText = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ß/g, 'ss');

/**
 * The most characters a search word and a sort text keep. A database index entry holds some
 * 2,700 bytes; at four bytes a character at most, these stay well inside it, whatever is stored
 * (normalizing can make a text longer than it was written).
 */
export const maxSearchWordLength = 200;
export const maxSortTextLength = 500;

/** The first `length` characters (code points, so a pair of surrogates is never split). */
export function truncateText(text: string, length: number): string {
  if (text.length <= length) return text;
  return Array.from(text).slice(0, length).join('');
}

/** The distinct words of a normalized text: its runs of letters and digits, each cut to `maxSearchWordLength`. */
export const searchWords = (normalized: string): string[] => [
  ...new Set(
    normalized
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => truncateText(word, maxSearchWordLength)),
  ),
];
