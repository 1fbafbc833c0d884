import fs from 'node:fs';

/** USER_HZ: the unit of utime, stime and starttime in /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * A /proc stat file: the command name (which may hold spaces and parentheses, so it is read up
 * to the last `)`), and the fields after it, field 3 at index 0.
 */
function readStat(statFile: string): { name: string; fields: string[] } {
  const stat = fs.readFileSync(statFile, 'utf8');
  const nameEnd = stat.lastIndexOf(')');
  return { name: stat.slice(stat.indexOf('(') + 1, nameEnd), fields: stat.slice(nameEnd + 2).split(' ') };
}

/** utime + stime, in ms. */
const cpuMsOf = (fields: string[]) => ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;

/**
 * CPU time a process has used so far, in ms (user + system), from /proc. On a shared machine
 * req/s swings with whatever else runs; the server's CPU per request does not, so the
 * benchmark prints both.
 */
export function cpuMs(pid: number): number {
  return processCpu(pid).cpuMs;
}

/** cpuMs, with when the process started (in ticks since boot): a pid reused by another process has another start. */
export function processCpu(pid: number): { cpuMs: number; started: number } {
  const { fields } = readStat(`/proc/${pid}/stat`);
  return { cpuMs: cpuMsOf(fields), started: Number(fields[19]) };
}

/**
 * CPU time each thread of a process has used so far, in ms, by thread id, with the thread's
 * name (Node names them: `MainThread`, a worker thread's `WorkerThread`, V8's garbage
 * collection and compiler helpers `V8Worker`, libuv's pool `libuv-worker`). A thread that ends
 * between two readings leaves its time out of the second.
 */
export function threadCpuMs(pid: number): Map<string, { name: string; cpuMs: number }> {
  const threads = new Map<string, { name: string; cpuMs: number }>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const { name, fields } = readStat(`/proc/${pid}/task/${tid}/stat`);
      threads.set(tid, { name, cpuMs: cpuMsOf(fields) });
    } catch {
      // The thread ended after the folder was listed.
    }
  }
  return threads;
}

/** The CPU time each kind of thread (by name) used between two `threadCpuMs` readings, in ms; threads started since count from zero. */
export function threadCpuSpent(before: ReturnType<typeof threadCpuMs>, after: ReturnType<typeof threadCpuMs>): Map<string, number> {
  const spent = new Map<string, number>();
  for (const [tid, { name, cpuMs }] of after) spent.set(name, (spent.get(name) ?? 0) + cpuMs - (before.get(tid)?.cpuMs ?? 0));
  return spent;
}
