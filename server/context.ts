import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { ResourceDefinition } from '../resources/definition';

/** What every part of the server is handed: its settings and its database. */
export interface ServerContext {
  config: ServerConfig;
  db: Database;
  /** The resources served; every one of `resources/definitions.ts` when not given. */
  definitions?: readonly ResourceDefinition[];
}
