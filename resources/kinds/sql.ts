/** A quoted SQL string literal, for the few constants a kind puts inside an index expression (a select's order). */
export const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;
