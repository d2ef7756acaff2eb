import type { Database, Queryable } from './database';

type Query = Database['query'];
type QueryResult = Awaited<ReturnType<Query>>;
type Intercept = (sql: string, run: () => Promise<QueryResult>) => Promise<QueryResult>;

/**
 * Passes each statement `db` runs, alone or in a transaction, to `intercept` until the returned
 * function is called, so that a test can watch, hold or refuse a running server's statements.
 * `db` is changed in place: the server's routes and its background work hold this same object.
 * `run` runs the statement.
 */
export function interceptQueries(db: Database, intercept: Intercept): () => void {
  const { query, transaction } = db;
  const intercepted = (target: Queryable): Query =>
    ((sql: string, params?: unknown[]) => intercept(sql, () => target.query(sql, params))) as Query;
  db.query = intercepted({ query: query.bind(db) });
  db.transaction = <T>(work: (tx: Queryable) => Promise<T>) =>
    transaction.call<Database, [(tx: Queryable) => Promise<T>], Promise<T>>(db, (tx) => work({ query: intercepted(tx) }));
  return () => {
    db.query = query;
    db.transaction = transaction;
  };
}
