/**
 * Search (any language, case- and accent-insensitively): every word typed, in any order, must
 * be inside one of the item's words. Each item stores the distinct words of its normalized
 * search text (every language of its searched fields) under a GIN index; one vocabulary holds
 * every word ever stored, under a `pg_trgm` GIN index. A typed word becomes "the item has one of
 * the vocabulary's words containing it": a small trigram lookup, then an exact index match,
 * with no row read twice to recheck a guess.
 */
import type { Queryable } from '../db/database';
import type { Condition } from './filters';
import { firstCharacters, maxWordLength, normalizeSearchText } from './search-text';
import { containsPattern, identifier } from './sql';
import { searchTextColumn, searchWordsColumn } from './table';

const vocabularyTable = 'search_vocabulary';

export async function migrateSearchVocabulary(db: Queryable) {
  await db.query(`create table if not exists ${vocabularyTable} (word text primary key)`);
  await db.query(`create index if not exists ${vocabularyTable}_trgm on ${vocabularyTable} using gin (word gin_trgm_ops)`);
}

/** Adds the words of rows about to be written (in the same transaction). Unused words stay: they cost one lookup. */
export async function addToVocabulary(db: Queryable, rows: Record<string, unknown>[]) {
  // Sorted, so concurrent writers take the words' locks in one order and cannot deadlock.
  const words = [...new Set(rows.flatMap((row) => row[searchWordsColumn] as string[]))].sort();
  if (words.length === 0) return;
  await db.query(`insert into ${vocabularyTable} (word) select unnest($1::text[]) on conflict do nothing`, [words]);
}

/** The words of a search, normalized as stored text is, in full (not cut); none for a blank one. */
export const searchTerms = (search: string): string[] =>
  normalizeSearchText(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The conditions of a search, one per word typed. A word longer than stored words are kept is
 * looked up by its first characters, and then found whole in the search text of the few items
 * those selected.
 */
export function searchConditions(search: string): Condition[] {
  const words = [...new Set(searchTerms(search))];
  const typed = normalizeSearchText(search).trim();
  // Punctuation alone (no word to look up) is found as typed, by reading the search texts.
  if (words.length === 0) return typed ? [(params) => `${identifier(searchTextColumn)} like ${params.add(containsPattern(typed))}`] : [];
  return words.flatMap((word): Condition[] => {
    const stored = firstCharacters(word, maxWordLength);
    const inWords: Condition = (params) =>
      `${identifier(searchWordsColumn)} && (select coalesce(array_agg(word), '{}') from ${vocabularyTable} where word like ${params.add(containsPattern(stored))})`;
    if (stored === word) return [inWords];
    return [inWords, (params) => `${identifier(searchTextColumn)} like ${params.add(containsPattern(word))}`];
  });
}
