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

/**
 * The conditions of a search: each word of it must be inside one of the item's words. A search
 * that is not one bare word (several words, punctuation) must also appear as typed in the
 * search text, which is then read only for the few items the words already selected.
 */
export function searchConditions(search: string): Condition[] {
  const normalized = normalizeSearchText(search).trim();
  if (!normalized) return [];
  const words = searchWords(normalized);
  const conditions: Condition[] = words.map(
    (word) => (params) =>
      `${identifier(searchWordsColumn)} && (select coalesce(array_agg(word), '{}') from ${vocabularyTable} where word like ${params.add(containsPattern(word))})`,
  );
  if (words.length !== 1 || words[0] !== normalized) {
    conditions.push((params) => `${identifier(searchTextColumn)} like ${params.add(containsPattern(normalized))}`);
  }
  return conditions;
}
