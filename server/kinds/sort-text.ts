/** The sort key the text kinds share. */

/** A text sort key keeps this many characters: an index entry holds about 2.7 KB. */
export const sortTextLength = 256;

/**
 * The sort key of a text (SQL of a never-null text): lower case with accents dropped, compared by
 * code point (`collate "C"`), so that the order is the same on every database. Only immutable
 * functions, so that an index can hold it. Text of ASCII alone, most of it, is only lowered; other
 * text is decomposed first (`normalize`, NFKD) and its combining accents dropped.
 */
export const sortTextSql = (text: string): string => {
  const folded = `replace(regexp_replace(normalize(${text}, NFKD), '[\\u0300-\\u036f]', '', 'g'), 'ß', 'ss')`;
  const lowered = (sql: string) => `lower((${sql}) collate "C")`;
  return `left(case when octet_length(${text}) = char_length(${text}) then ${lowered(text)} else ${lowered(folded)} end, ${sortTextLength})`;
};
