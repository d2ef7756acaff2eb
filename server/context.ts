import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { ResourceDefinition } from '../resources/definition';
import type { BackgroundQueue } from './background-queue';

/** What every part of the server is handed: its settings, its database and the resources it serves. */
export interface ServerContext {
  config: ServerConfig;
  db: Database;
  /**
   * The resources served: each gets its table, routes, references and export, and references
   * resolve among these only. Set where the context is made (every one of
   * `resources/index.ts` outside tests).
   */
  definitions: readonly ResourceDefinition[];
  /** Work done after answering (the reset mail); buildServer makes one when none is given. */
  background?: BackgroundQueue;
}
