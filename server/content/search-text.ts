/**
 * The text a search matches: lower-case with accents stripped, so `ubung` finds `Übung` and
 * `ECOLE` finds `école`. Stored text and search terms go through the same function.
 */
export const normalizeSearchText = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ß/g, 'ss');

/** The distinct words of a normalized text: its runs of letters and digits. */
export const searchWords = (normalized: string): string[] => [...new Set(normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
