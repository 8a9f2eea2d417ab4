// CPU time from Linux /proc, in milliseconds: per thread of a process, per process, for
// every process of a name (PostgreSQL's backends), and for the whole machine. Unlike
// requests per second, CPU time per request holds when other processes share the cores.
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU time used so far by each thread of a process. */
export function threadCpuMs(pid: number): Map<string, number> {
  const threads = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    threads.set(tid, cpuOfStat(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
  }
  return threads;
}

/** CPU time used so far by every running process whose command name is `name`. */
export function processesCpuMs(name: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name)
        found.set(pid, cpuOfStat(stat));
    } catch {
      // the process ended while we read
    }
  }
  return found;
}

/** Busy CPU time of the whole machine so far (all cores, without idle and iowait). */
export function machineBusyMs(): number {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS;
}

/** The growth of a map of counters between two readings, summed. */
export function grownMs(before: Map<string, number>, after: Map<string, number>): number {
  let sum = 0;
  for (const [key, value] of after) sum += value - (before.get(key) ?? 0);
  return sum;
}

/** A thread's name as the kernel knows it ("node", "V8 DefaultWorke", "libuv-worker"). */
export function threadName(pid: number, tid: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
  } catch {
    return tid;
  }
}

/** Milliseconds per message of each thread that worked between two readings, busiest first
 * ("main" is the event loop; the others by the kernel's name for them and their id). */
export function perThreadMs(
  pid: number,
  before: Map<string, number>,
  after: Map<string, number>,
  messages: number,
) {
  return [...after]
    .map(([tid, ms]) => ({
      thread: tid === String(pid) ? 'main' : `${threadName(pid, tid)} ${tid}`,
      ms: Math.round(((ms - (before.get(tid) ?? 0)) / messages) * 100) / 100,
    }))
    .filter((thread) => thread.ms > 0)
    .sort((a, b) => b.ms - a.ms);
}
