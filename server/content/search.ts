/**
 * Search (api.md: any language, case- and accent-insensitively, the text containing what was
 * typed), answered exactly by indexes. Each item stores the distinct words of its normalized
 * search text, under a GIN index; one vocabulary holds every word ever stored, under a trigram
 * index. A typed word becomes "the item has one of the vocabulary's words containing it": a
 * small trigram lookup, then an exact index match, with no row read twice to recheck a guess.
 */
import type { Queryable } from '../db/database';
import type { Condition } from './filters';
import { normalizeSearchText, searchWords } from './search-text';
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

/** What a search asks for: each word inside one of an item's words, and the phrase (when not one bare word) in its search text. */
export interface SearchTerms {
  words: string[];
  phrase?: string;
}

/** The terms of a search; undefined for a blank one. */
export function searchTerms(search: string): SearchTerms | undefined {
  const normalized = normalizeSearchText(search).trim();
  if (!normalized) return undefined;
  const words = searchWords(normalized);
  return words.length !== 1 || words[0] !== normalized ? { words, phrase: normalized } : { words };
}

/** The SQL condition "the search text holds the phrase as typed". */
export const phraseCondition =
  (phrase: string): Condition =>
  (params) =>
    `${identifier(searchTextColumn)} like ${params.add(containsPattern(phrase))}`;

/**
 * The conditions of a search: each word of it must be inside one of the item's words. A search
 * that is not one bare word (several words, punctuation) must also appear as typed in the
 * search text, which is then read only for the few items the words already selected.
 */
export function searchConditions(search: string): Condition[] {
  const terms = searchTerms(search);
  if (!terms) return [];
  const conditions: Condition[] = terms.words.map(
    (word) => (params) =>
      `${identifier(searchWordsColumn)} && (select coalesce(array_agg(word), '{}') from ${vocabularyTable} where word like ${params.add(containsPattern(word))})`,
  );
  if (terms.phrase !== undefined) conditions.push(phraseCondition(terms.phrase));
  return conditions;
}
