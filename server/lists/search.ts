/**
 * The list's search (docs/api.md "The list's query"): every word typed must be inside the item's
 * search text, in any order, in any language. The search text is kept normalised on every write
 * (items' table: lower case, accents folded, every language of the searched fields), and a typed
 * word is normalised the same way, so one `like '%word%'` per word matches case- and
 * accent-insensitively; the search text's trigram index serves it (docs/lists.md).
 */
import { normalizeSearchText, wordsOf } from '../items';
import { containsPattern, identifier } from '../db/sql';
import { searchTextColumn } from '../items';
import type { Condition } from './filters';

/** The most distinct words a search takes (docs/api.md, "Limits"): each is a condition its query weighs and runs. */
export const maxSearchWords = 32;

export const hasTooManyWords = (search: string): boolean => new Set(wordsOf(normalizeSearchText(search))).size > maxSearchWords;

/** The conditions of a search, one per distinct word typed; punctuation alone is looked for as typed. */
export function searchConditions(search: string): Condition[] {
  const typed = normalizeSearchText(search).trim();
  const words = [...new Set(wordsOf(typed))];
  const terms = words.length > 0 ? words : typed ? [typed] : [];
  return terms.map((term) => (params) => `${identifier(searchTextColumn)} like ${params.add(containsPattern(term))}`);
}
