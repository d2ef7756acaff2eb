import type { ServerConfig } from './config';
import type { Database } from './db/database';

/** What every part of the server is handed: its settings and its database. */
export interface ServerContext {
  config: ServerConfig;
  db: Database;
}
