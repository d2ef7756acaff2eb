/**
 * Upkeep that runs at start and then at an interval, in the background (history pruning, the
 * media sweep): never two runs at once, a failed run logged and the next one tried, and `stop`
 * waiting for a run under way, so that a closing server does not close its database under it.
 */
export function repeatInBackground(
  task: () => Promise<unknown>,
  everyMs: number,
  log: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => task()).catch(log);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
