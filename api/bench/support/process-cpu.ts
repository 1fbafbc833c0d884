import fs from 'node:fs';

/** USER_HZ: the unit of utime and stime in /proc/<pid>/stat on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far, in ms (user + system), from /proc. On a shared machine
 * req/s swings with whatever else runs; the server's CPU per request does not, so the
 * benchmark prints both.
 */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces and parentheses: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [fields[11], fields[12]].map(Number);
  return ((utime! + stime!) * 1000) / TICKS_PER_SECOND;
}
