/**
 * The content routes (docs/api.md "Content"): every served definition's, and in the background the
 * pruning of history and of the archive of removed fields.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { pruneEveryMs, pruneHistory } from '../history';
import { pruneArchive } from '../db/archive';
import { repeatInBackground } from '../repeating-task';
import { registerResource } from './resource';

export async function registerContentRoutes(app: FastifyInstance, context: ServerContext) {
  for (const definition of context.definitions) registerResource(app, context, definition);
  // By the retention, at start and then every hour.
  const pruning = repeatInBackground(
    async () => {
      await pruneHistory(context.db, context.config.historyRetention);
      await pruneArchive(context.db, context.config.archiveKeepDays);
    },
    pruneEveryMs,
    (error) => app.log.error({ err: error }, 'pruning history or the archive failed'),
  );
  app.addHook('onClose', () => pruning.stop());
}
