// CPU time a child process has used (user + system), read from /proc on Linux. A process's CPU per
// request is steadier than latency on a shared machine: other processes slow it, but do not add to it.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds used so far by `pid`, or undefined where /proc is not there. */
export function cpuMsOf(pid) {
  try {
    // Fields after the command name, which sits in parentheses and may hold spaces: utime is the
    // 14th field of the line, stime the 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Starts counting the CPU of the processes; `perRequest(n)` gives each one's ms per request since then. */
export function cpuMeter(processes) {
  const start = processes.map(({ pid }) => cpuMsOf(pid));
  return {
    perRequest: (requests) => Object.fromEntries(processes.map(({ name, pid }, i) => {
      const now = cpuMsOf(pid);
      return [name, now === undefined || start[i] === undefined ? undefined : (now - start[i]) / requests];
    })),
  };
}
