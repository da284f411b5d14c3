// A process's CPU time and resident memory, read from /proc (Linux): for any process the bench started
// (servers, workers, its own client processes), with or without a /metrics endpoint. CPU time, unlike
// latency, hardly depends on what else the machine runs: it says what a phase cost each process.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const PAGE_BYTES = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;

/** { cpuMs: user + system time so far, rssBytes }, or undefined once the process is gone. */
export function usageOf(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields that follow come after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime 14, stime 15, rss 24 (proc(5)), so index = field - 3.
  const [utime, stime, rss] = [fields[11], fields[12], fields[21]].map(Number);
  return { cpuMs: ((utime + stime) * 1000) / TICKS_PER_SECOND, rssBytes: rss * PAGE_BYTES };
}

/** CPU milliseconds each named process spent between two readings of usagesOf. */
export function cpuBetween(before, after) {
  return Object.fromEntries(Object.keys(before).map((name) => [name, (after[name]?.cpuMs ?? NaN) - before[name].cpuMs]));
}

/** usageOf for each { name: pid }. */
export function usagesOf(pids) {
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, usageOf(pid)]));
}

/**
 * Starts counting the CPU of the processes ({ name, pid }); `perRequest(n)` gives each one's ms per
 * request since then, undefined for a process that is gone.
 */
export function cpuMeter(processes) {
  const start = processes.map(({ pid }) => usageOf(pid)?.cpuMs);
  return {
    perRequest: (requests) => Object.fromEntries(processes.map(({ name, pid }, i) => {
      const now = usageOf(pid)?.cpuMs;
      return [name, now === undefined || start[i] === undefined ? undefined : (now - start[i]) / requests];
    })),
  };
}
