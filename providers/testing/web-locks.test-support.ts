/**
 * The part of the Web Locks API the session uses, for tests in Node: exclusive locks, each name
 * granted in request order and held until its callback settles, and `query` listing the held ones.
 * One manager stands for one browser's (shared by its tabs).
 */
export function createWebLocks(): LockManager {
  const queues = new Map<string, Promise<unknown>>();
  const held = new Set<string>();

  function request(name: string, ...rest: [LockGrantedCallback<unknown>] | [LockOptions, LockGrantedCallback<unknown>]) {
    const callback = rest.length === 1 ? rest[0] : rest[1];
    const run = (queues.get(name) ?? Promise.resolve()).then(async () => {
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        held.delete(name);
      }
    });
    queues.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }

  return {
    request,
    query: async () => ({ held: [...held].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] }),
  } as LockManager;
}
