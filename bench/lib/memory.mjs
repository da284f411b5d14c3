// Process memory and GC pauses of the benches: RSS from /proc (process-usage.mjs, the benches' one
// reader of it), the used heap, event-loop lag and GC from each server's /metrics (loopback may read it).
import { setTimeout as sleep } from 'node:timers/promises';
import { usageOf } from './process-usage.mjs';

/** Seconds into the load phase at which memory is taken as warmed up. */
const LOAD_WARMUP_SECONDS = 15;
/** Length of the two windows of memory samples compared (after warm-up, at the end of the load). */
const MEMORY_WINDOW_SECONDS = 10;

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A reader of one /metrics answer: the value of a metric whose labels include all of `labels`. */
async function metricsOf(url) {
  const response = await fetch(`${url}/metrics`);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}/metrics: HTTP ${response.status} ${text.slice(0, 200)}`);
  const lines = text.split('\n');
  return (name, labels = []) => {
    const line = lines.find((l) => (l.startsWith(`${name} `) || l.startsWith(`${name}{`)) && labels.every((label) => l.includes(label)));
    if (!line) throw new Error(`${url}/metrics sem ${name} ${labels.join(',')}`);
    return Number(line.trim().split(/\s+/).at(-1));
  };
}

/**
 * RSS of the process `pid`, and the used heap and the event loop's longest delay since the previous
 * reading (prom-client resets its event-loop histogram at each collection), in ms, of the server at `url`.
 */
async function memoryOf(url, pid) {
  const metric = await metricsOf(url);
  const usage = usageOf(pid);
  if (!usage) throw new Error(`processo ${pid} (${url}) não está mais rodando`);
  return { rss: usage.rssBytes, heap: metric('nodejs_heap_size_used_bytes'), lagMaxMs: metric('nodejs_eventloop_lag_max_seconds') * 1000 };
}

/**
 * Young-generation collections (V8's scavenges) a process has run so far: how many and their total
 * pause in ms. Each pauses the process; their length grows with what survives them.
 */
async function scavengesOf(url) {
  const metric = await metricsOf(url);
  const minor = ['kind="minor"'];
  return { count: metric('nodejs_gc_duration_seconds_count', minor), ms: metric('nodejs_gc_duration_seconds_sum', minor) * 1000 };
}

/** Counts scavenges of both servers from now; `since()` gives each one's count and mean pause since then. */
export async function scavengeMeter(ctx) {
  const read = async () => ({ gateway: await scavengesOf(ctx.gatewayUrl), controlPlane: await scavengesOf(ctx.controlPlaneUrl) });
  const start = await read();
  return {
    since: async () => {
      const now = await read();
      return Object.fromEntries(Object.keys(now).map((name) => {
        const count = now[name].count - start[name].count;
        return [name, { count, meanMs: count ? (now[name].ms - start[name].ms) / count : 0 }];
      }));
    },
  };
}

/** Memory of both servers; `ctx.pids` holds their process ids: { gateway, controlPlane }. */
export async function memory(ctx) {
  return { gateway: await memoryOf(ctx.gatewayUrl, ctx.pids.gateway), controlPlane: await memoryOf(ctx.controlPlaneUrl, ctx.pids.controlPlane) };
}

/** Samples memory once a second until `stop()`; each sample carries its second into the load. */
export function sampleMemory(ctx) {
  const samples = [];
  const missed = [];
  const started = performance.now();
  let running = true;
  const done = (async () => {
    while (running) {
      // A reading the server could not give this second (busy, or restarting) is left out, and said.
      try {
        samples.push({ at: (performance.now() - started) / 1000, ...(await memory(ctx)) });
      } catch (error) {
        if (missed.length < 3) console.error(`memória: leitura perdida (${error.message})`);
        missed.push(error);
      }
      await sleep(1000);
    }
  })();
  return { samples, stop: async () => ((running = false), await done) };
}

/**
 * One process's memory over a window of samples: RSS by its median, the used heap by its floor
 * (the lowest reading, i.e. just after a collection: what is really retained, not garbage waiting
 * for the next GC, which single readings of a saw-tooth heap mistake for growth).
 */
function memoryWindow(samples, key, from, to) {
  const inside = samples.filter((s) => s.at >= from && s.at < to).map((s) => s[key]);
  if (!inside.length) return { rss: NaN, heap: NaN };
  const rss = inside.map((m) => m.rss).sort((a, b) => a - b);
  return { rss: rss[Math.floor(rss.length / 2)], heap: Math.min(...inside.map((m) => m.heap)) };
}

/**
 * The two windows of the load compared for growth: one once warmed up under it (streams open, scan
 * running), then the last, so the growth is drift, not the cost of the open streams. Each process's
 * memory in both; the windows shrink for a short load.
 */
export function loadWindows(samples, duration) {
  const warmFrom = Math.min(LOAD_WARMUP_SECONDS, duration / 2);
  const window = Math.min(MEMORY_WINDOW_SECONDS, duration / 4);
  const windowOf = (key, from) => memoryWindow(samples, key, from, from + window);
  const warmLoad = { gateway: windowOf('gateway', warmFrom), controlPlane: windowOf('controlPlane', warmFrom) };
  const endFrom = duration - window;
  const loadEnd = { gateway: windowOf('gateway', endFrom), controlPlane: windowOf('controlPlane', endFrom) };
  return { warmFrom, window, warmLoad, loadEnd };
}
