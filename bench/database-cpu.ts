/**
 * The CPU time the database's processes spend, where they run on this machine: read from
 * /proc/<pid>/stat of each child of the PostgreSQL server that serves `db` (its backends), so that
 * a benchmark can say how much of a request's time was the database's own work rather than a wait
 * for a core on a shared machine. None where the server is elsewhere, or PGlite (in this process).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Queryable } from '../server/db/database';

const ticksPerMs = 100 / 1000;

/** utime + stime and the parent of a process, in clock ticks; none once it is gone. */
function statOf(pid: number): { parent: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

export interface DatabaseCpu {
  /** The CPU milliseconds the server's processes spent since `start`, counting those alive at both ends. */
  since(start: Map<number, number>): number;
  snapshot(): Map<number, number>;
}

export async function databaseCpu(db: Queryable): Promise<DatabaseCpu | undefined> {
  let backend: number;
  try {
    backend = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
  } catch {
    return undefined;
  }
  const postmaster = statOf(backend)?.parent;
  if (!postmaster || statOf(postmaster) === undefined) return undefined;
  const snapshot = () => {
    const ticks = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      const stat = statOf(pid);
      if (stat && (stat.parent === postmaster || pid === postmaster)) ticks.set(pid, stat.ticks);
    }
    return ticks;
  };
  return {
    snapshot,
    since(start) {
      let spent = 0;
      for (const [pid, ticks] of snapshot()) if (start.has(pid)) spent += ticks - start.get(pid)!;
      return spent / ticksPerMs;
    },
  };
}
