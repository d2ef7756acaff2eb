import type { Database } from './database';

type Query = Database['query'];
type QueryResult = Awaited<ReturnType<Query>>;

/**
 * Passes each statement `db.query` runs to `intercept` until the returned function is called, so
 * that a test can watch, hold or refuse a running server's statements. `db` is changed in place:
 * the server's routes and its background work hold this same object. `run` runs the statement.
 */
export function interceptQueries(
  db: Database,
  intercept: (sql: string, run: () => Promise<QueryResult>) => Promise<QueryResult>,
): () => void {
  const query = db.query;
  db.query = ((sql: string, params?: unknown[]) => intercept(sql, () => query.call(db, sql, params))) as Query;
  return () => {
    db.query = query;
  };
}
