import fs from 'node:fs';

/** USER_HZ: the unit of utime, stime and starttime in /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses): field 3 is at index 0. */
function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

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
  const fields = statFields(pid);
  const [utime, stime, started] = [fields[11], fields[12], fields[19]].map(Number);
  return { cpuMs: ((utime! + stime!) * 1000) / TICKS_PER_SECOND, started: started! };
}
