/**
 * The text a search matches: lower case with accents stripped, so `ubung` finds `Übung` and
 * `ECOLE` finds `école`. The stored search text (table.ts) and the words typed (lists/search.ts)
 * go through this one function, so that they agree on every database; done here rather than in
 * SQL, as PostgreSQL has no immutable accent folding on every database the server runs on
 * (docs/lists.md).
 */
export const normalizeSearchText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');

/** The words of a normalized text, as typed: its runs of letters and digits. */
export const wordsOf = (normalized: string): string[] => normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
