/**
 * Search (any language, case- and accent-insensitively): every word typed, in any order, must
 * be inside one of the item's words. Each item stores the distinct words of its normalized
 * search text (every language of its searched fields) under a GIN index; one vocabulary holds
 * every word ever stored, under a `pg_trgm` GIN index. A typed word becomes "the item has one of
 * the vocabulary's words containing it": a small trigram lookup, then an exact index match,
 * with no row read twice to recheck a guess.
 *
 * A letter or two typed is inside very many of the vocabulary's words (`s` is inside 1,920 of
 * the demo's 5,064), whose lists of items the index would join, which takes seconds
 * (docs/performance.md, "Searches of a letter or two"). So each item also stores the pieces of
 * its words, every letter and pair of letters (search-text.ts `searchPieces`), in the same GIN
 * index: a letter or two is one list of items there, combined in the index with the filters'
 * (docs/performance.md, "A letter or two, found in the index"). A longer word inside very many
 * of the vocabulary's words is found by reading the items' search text instead: such a word is
 * in most items, and the first ones read already fill a page.
 */
import type { Queryable } from '../db/database';
import type { Condition } from './filters';
import { firstCharacters, maxPieceLength, maxWordLength, normalizeSearchText, pieceCode, wordsOf } from './search-text';
import { containsPattern, identifier, type Params } from './sql';
import { searchPiecesColumn, searchTextColumn, searchWordsColumn } from './table';
import type { TypedTerms } from './term-ranges';

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

/** Past this many of the vocabulary's words containing it, a typed word is found by reading the search text. */
const maxWordsLookedUp = 64;

/**
 * The search's words (normalized, in full) that are inside more of the vocabulary's words than
 * the index is worth joining. A letter or two is not asked about: it is found among the items'
 * pieces, whatever it is inside (and has no trigram for the vocabulary's index to look up).
 */
export async function broadSearchTerms(db: Queryable, search: string): Promise<Set<string>> {
  const words = searchTerms(search).filter((word) => !isPiece(word));
  if (words.length === 0) return new Set();
  const { rows } = await db.query<{ word: string }>(
    `select term.word from unnest($1::text[], $2::text[]) as term (word, pattern)
      where (select count(*) from (select from ${vocabularyTable} where word like term.pattern limit $3) as found) > $4`,
    [words, words.map(vocabularyPattern), maxWordsLookedUp + 1, maxWordsLookedUp],
  );
  return new Set(rows.map((row) => row.word));
}

/** The distinct words of a search, normalized as stored text is, in full (not cut); none for a blank one. */
const searchTerms = (search: string): string[] => [...new Set(wordsOf(normalizeSearchText(search)))];

/** The most distinct words a search takes (docs/api.md, "Limits"): each is a condition its query weighs and runs. */
export const maxSearchWords = 32;
export const hasTooManyWords = (search: string): boolean => searchTerms(search).length > maxSearchWords;

/** The vocabulary's words containing a typed word: those containing its first characters, as long as a stored word. */
const vocabularyPattern = (word: string): string => containsPattern(firstCharacters(word, maxWordLength));

/** `from … where …` of the vocabulary's words a typed word stands for. */
const vocabularyWordsOf = (word: string, params: Params): string =>
  `from ${vocabularyTable} where word like ${params.add(vocabularyPattern(word))}`;

/**
 * The items whose search text contains `typed`, found by reading each item's text: a pattern,
 * whose share of the items the planner estimates from it, where it selects rows (`conditions`).
 */
const inSearchText =
  (typed: string): Condition =>
  (params) =>
    `${identifier(searchTextColumn)} like ${params.add(containsPattern(typed))}`;

/**
 * The same, for an item already read (a walk's, a sample's: no plan depends on the estimate):
 * `strpos` looks through a kilobyte of text in about half the time of `like`'s pattern; at
 * 100,000 exercises a search's page ids and its count each took 2-3 ms less (medians;
 * docs/performance.md, "The text read with strpos").
 */
const inReadText =
  (typed: string): Condition =>
  (params) =>
    `strpos(${identifier(searchTextColumn)}, ${params.add(typed)}) > 0`;

/** Whether a typed word is short enough to be among the pieces of the items' words (search-text.ts `searchPieces`). */
const isPiece = (word: string): boolean => word.length <= maxPieceLength;

/**
 * The items with `typed` among the pieces of their words, found exactly in the search index (no
 * item read to check). The piece is given in a subquery, as the vocabulary's words are: the planner
 * then guesses the search narrow and reads the index, never each item's pieces, which are stored
 * apart (table.ts); a walk along the list's order checks the search text instead (`inText`).
 */
const inSearchPieces =
  (typed: string): Condition =>
  (params) =>
    `${identifier(searchPiecesColumn)} @> (select array[${params.add(pieceCode(typed))}::int4])`;

export interface SearchConditions {
  conditions: Condition[];
  /**
   * The same search with every word read in the search text, which the row holds (table.ts)
   * where its list of words is mostly stored apart: on an item already read (page-ids.ts's first
   * step), reading its text costs less than fetching its words.
   */
  inText: Condition[];
  /** The terms each typed word found in the search index stands for: the vocabulary's words, or its piece (term-ranges.ts places them in the list's order). */
  typedTerms: TypedTerms[];
  /**
   * Some word is looked up in the search index through a subquery (the vocabulary's words, or its
   * piece), whose selectivity the planner cannot foresee (page-ids.ts).
   */
  lookedUpInIndex: boolean;
}

/**
 * The conditions of a search, one per word typed. A letter or two is found among the items'
 * pieces. A longer word is looked up in the vocabulary; one longer than stored words are kept
 * by its first characters, and then found whole in the search text of the few items those
 * selected. A word among `broad` (broadSearchTerms) is found in the search text alone.
 */
export function searchConditions(search: string, broad: ReadonlySet<string> = new Set()): SearchConditions {
  const words = searchTerms(search);
  const typed = normalizeSearchText(search).trim();
  // Punctuation alone (no word to look up) is found as typed, by reading the search texts.
  const searched = words.length === 0 ? (typed ? [typed] : []) : words;
  const pieces = words.filter(isPiece);
  const lookedUp = words.filter((word) => !isPiece(word) && !broad.has(word));
  const typedTerms = [
    ...lookedUp.map((word): TypedTerms => ({ kind: 'words', terms: (params) => `array(select word ${vocabularyWordsOf(word, params)})` })),
    ...pieces.map((piece): TypedTerms => ({ kind: 'pieces', terms: (params) => `array[${params.add(pieceCode(piece))}::int4]` })),
  ];
  const conditions = lookedUp.flatMap((word): Condition[] => {
    const inWords: Condition = (params) =>
      `${identifier(searchWordsColumn)} && (select coalesce(array_agg(word), '{}') ${vocabularyWordsOf(word, params)})`;
    return firstCharacters(word, maxWordLength) === word ? [inWords] : [inWords, inSearchText(word)];
  });
  const readInText = searched.filter((word) => !lookedUp.includes(word) && !pieces.includes(word));
  return {
    conditions: [...conditions, ...pieces.map(inSearchPieces), ...readInText.map(inSearchText)],
    inText: searched.map(inReadText),
    typedTerms,
    lookedUpInIndex: lookedUp.length > 0 || pieces.length > 0,
  };
}
