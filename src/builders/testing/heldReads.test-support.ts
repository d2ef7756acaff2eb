/**
 * A dataProvider whose item reads can be held unanswered, as on a slow network, and answered
 * later; it keeps the deletes it sent with the version each was based on (docs/versions.md).
 */
import type { DataProvider, GetOneParams } from 'react-admin';

export function withHeldReads(real: DataProvider) {
  let held = false;
  const waiting: (() => void)[] = [];
  const deletes: { id: unknown; version: unknown }[] = [];
  const read = (resource: string, params: GetOneParams) => real.getOne(resource, params);
  const dataProvider: DataProvider = {
    ...real,
    getOne: (resource, params) =>
      held ? new Promise((resolve, reject) => waiting.push(() => read(resource, params).then(resolve, reject))) : read(resource, params),
    delete: (resource, params) => {
      deletes.push({ id: params.id, version: (params.previousData as { version?: unknown } | undefined)?.version });
      return real.delete(resource, params);
    },
  };
  return {
    dataProvider,
    deletes,
    hold: () => (held = true),
    /** Answers the reads held, and the next ones at once. */
    answer: () => {
      held = false;
      waiting.splice(0).forEach((answerRead) => answerRead());
    },
  };
}
