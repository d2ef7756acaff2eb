/**
 * The page's main-thread tasks over a stretch of a benchmark, each with its wall time and the
 * thread's own CPU time in it, from a Chromium trace of the `toplevel` category alone (a task
 * event per task, little overhead). A long task's wall time counts the time its thread waited for
 * a core: on a machine of two cores shared by the browser's threads, the benchmark's server and
 * its database, a task's wall time can be several times its work (docs/performance.md, "Long
 * tasks"). The CPU time tells the list's own work from that wait.
 */
import type { Page } from '@playwright/test';

export interface TaskTimes {
  wallMs: number;
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** A task's event: its name with the `toplevel` category alone, and with Chromium's timeline categories. */
const taskEvents = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** The renderer main thread that ran the most: the page's, where the benchmark's page is the only busy one. */
function busiestRendererMain(events: TraceEvent[]): TaskTimes[] {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TaskTimes[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!taskEvents.has(event.name) || event.ph !== 'X' || !mains.has(thread)) continue;
    const tasks = byThread.get(thread) ?? [];
    tasks.push({ wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? 0) / 1000 });
    byThread.set(thread, tasks);
  }
  const busy = (tasks: TaskTimes[]) => tasks.reduce((sum, task) => sum + task.wallMs, 0);
  return [...byThread.values()].sort((a, b) => busy(b) - busy(a))[0] ?? [];
}

/** Starts tracing; the function it answers stops it and answers the page's main-thread tasks. */
export async function traceMainThreadTasks(page: Page): Promise<() => Promise<TaskTimes[]>> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value as unknown as TraceEvent[]) events.push(event);
  });
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    return busiestRendererMain(events);
  };
}
