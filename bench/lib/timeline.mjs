// Where in a run the slow answers fall: per window of the load phase, how many answers started in
// it, their p50/p95/max, each server's longest event-loop delay, and the scan stage by then. A stall
// shows as one window; the delays say which process held it, the stage what the servers were doing.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { stats } from './stats.mjs';

/**
 * The bench's own event loop, read once a second: `{ at, maxMs }` from `started`. A load generator
 * whose loop stalls delays the answers it times; this says when it did.
 */
export function sampleOwnLag(started = performance.now()) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const samples = [];
  const timer = setInterval(() => {
    samples.push({ at: performance.now() - started, maxMs: histogram.max / 1e6 });
    histogram.reset();
  }, 1000);
  return { samples, stop: () => (clearInterval(timer), histogram.disable(), samples) };
}

/**
 * Prints windows of `seconds` over samples `{ at, ms }` (at: ms since the phase began); stages
 * `{ at, stage }`; readings `{ at, gateway: { lagMaxMs }, controlPlane: { lagMaxMs } }` (bench/lib/memory.mjs).
 */
export function printTimeline(samples, stages, { seconds = 2, label = 'Linha do tempo', readings = [], ownLag = [], overMs } = {}) {
  const width = seconds * 1000;
  const last = Math.max(0, ...samples.map((s) => s.at));
  // overMs (the p95 goal): how many answers of each window took longer, so the windows that break the goal show.
  const over = overMs === undefined ? '' : `, acima de ${overMs.toFixed(1)} ms`;
  console.log(`${label} (janelas de ${seconds} s: consultas iniciadas, p50 / p95 / máx${over}; maior atraso do event loop do gateway / control plane / do próprio bench; etapa do scan):`);
  for (let from = 0; from <= last; from += width) {
    const inWindow = samples.filter((s) => s.at >= from && s.at < from + width);
    const figures = stats(inWindow);
    const inReadings = readings.filter((r) => r.at >= from && r.at < from + width);
    const lag = (key) => (inReadings.length ? Math.max(...inReadings.map((r) => r[key].lagMaxMs)).toFixed(0).padStart(5) : '    -');
    const own = ownLag.filter((r) => r.at >= from && r.at < from + width);
    const ownMax = own.length ? Math.max(...own.map((r) => r.maxMs)).toFixed(0).padStart(5) : '    -';
    const stage = stages.filter((s) => s.at < from + width).at(-1)?.stage ?? '-';
    const slow = overMs === undefined ? '' : ` ${String(inWindow.filter((s) => s.ms > overMs).length).padStart(4)}`;
    const line = figures ? `${String(figures.n).padStart(4)}  ${figures.p50.toFixed(0).padStart(5)} / ${figures.p95.toFixed(0).padStart(5)} / ${figures.max.toFixed(0).padStart(5)} ms${slow}` : '   0';
    console.log(`  ${(from / 1000).toFixed(1).padStart(5)} s ${line}  laço ${lag('gateway')} / ${lag('controlPlane')} / ${ownMax} ms  ${stage}`);
  }
}
