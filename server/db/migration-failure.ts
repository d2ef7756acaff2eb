/**
 * A start's migration that failed: its transaction rolled back whole, so the message says the
 * database is as it was, which statement failed and what PostgreSQL said, for the operator to fix
 * the definition (or what it names) and start again.
 */
import type { Queryable } from './database';

/** A statement as the message quotes it: on one line, cut past a few hundred characters. */
const quoted = (sql: string) => {
  const line = sql.replace(/\s+/g, ' ').trim();
  return line.length > 400 ? `${line.slice(0, 400)} …` : line;
};

export class MigrationFailure extends Error {
  constructor(
    readonly statement: string | undefined,
    cause: unknown,
  ) {
    const said = cause instanceof Error ? cause.message : String(cause);
    super(
      [
        'The database was not changed: the migration of this start failed and was rolled back whole.',
        ...(statement ? [`It stopped at: ${quoted(statement)}`] : []),
        `PostgreSQL said: ${said}`,
        'Fix what it names (a resource definition, or the kind whose SQL it is) and start again; the next start runs the whole migration anew.',
      ].join('\n'),
      { cause },
    );
    this.name = 'MigrationFailure';
  }
}

/** `db` whose failed statements throw a `MigrationFailure` that quotes them. */
export function failingLoudly(db: Queryable): Queryable {
  return {
    query: <Row>(sql: string, params?: unknown[]) =>
      db.query<Row>(sql, params).catch((error: unknown) => {
        throw new MigrationFailure(sql, error);
      }),
  };
}
