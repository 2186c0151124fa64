import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS = 100;

/** CPU time (user + system, ms) a process has used so far; 0 once it is gone. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU used by PostgreSQL's backends serving one database. The shared machine runs other
 * work too, so wall-clock numbers drift with its load; CPU per request does much less.
 */
export async function backendCpu(adminUrl: string, database: string): Promise<{ probe: () => Promise<number>; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const seen = new Map<number, number>();
  const probe = async () => {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
    for (const { pid } of rows) if (!seen.has(pid)) seen.set(pid, 0);
    let total = 0;
    for (const [pid, last] of seen) {
      // A backend that has exited keeps the last reading taken while it lived.
      const now = Math.max(cpuMsOf(pid), last);
      seen.set(pid, now);
      total += now;
    }
    return total;
  };
  return { probe, close: () => client.end() };
}
