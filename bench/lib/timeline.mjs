// Where in a run the slow answers fall: per window of the load phase, how many answers started in
// it, their p50/p95/max, and the scan stages seen by then. A stall shows as one window, and the stage
// beside it says what the servers were doing.
import { stats } from './stats.mjs';

/** Prints windows of `seconds` over samples `{ at, ms }` (at: ms since the phase began); stages `{ at, stage }`. */
export function printTimeline(samples, stages, { seconds = 2, label = 'Linha do tempo' } = {}) {
  const width = seconds * 1000;
  const last = Math.max(0, ...samples.map((s) => s.at));
  console.log(`${label} (janelas de ${seconds} s: consultas iniciadas, p50 / p95 / máx; etapa do scan):`);
  for (let from = 0; from <= last; from += width) {
    const inWindow = samples.filter((s) => s.at >= from && s.at < from + width);
    const figures = stats(inWindow);
    const stage = stages.filter((s) => s.at < from + width).at(-1)?.stage ?? '-';
    const line = figures ? `${String(figures.n).padStart(4)}  ${figures.p50.toFixed(0).padStart(5)} / ${figures.p95.toFixed(0).padStart(5)} / ${figures.max.toFixed(0).padStart(5)} ms` : '   0';
    console.log(`  ${String(from / 1000).padStart(4)} s ${line}  ${stage}`);
  }
}
