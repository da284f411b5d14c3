// Latency figures shared by the benches.

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of numbers in any order (the lower one of an even count, as percentile() gives it). */
export const median = (values) => percentile([...values].sort((a, b) => a - b), 50);

/** n, p50, p95, p99, mean and max of samples `{ ms }`; undefined when there are none. */
export function stats(samples) {
  if (samples.length === 0) return undefined;
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    max: sorted[sorted.length - 1],
  };
}

/** Milliseconds as seconds with one decimal, for reports. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
