// The load of bench/cluster.mjs: the dashboard's findings query at a fixed rate through the balancer
// (open loop, the web client's retry rule), the scanned tree, and the gateways' open streams.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { graphql } from './cluster-client.mjs';

/** The dashboard's findings table: first page, two severities, sorted by severity (bench/load.mjs too). */
export const DASHBOARD_QUERY = `query Dashboard($p: UUID, $s: [Severity!]) {
  latestFindings(projectId: $p, severity: $s, sortBy: SEVERITY, sortOrder: DESC, page: 1, pageSize: 50) {
    scanId page
    findings { id file line severity rule category framework message count }
    summary { total totalIsEstimate bySeverity { key count } byFramework { key count } }
  }
}`;

async function dashboardQuery(ctx) {
  const started = performance.now();
  try {
    const body = await graphql(ctx.url, ctx.session, DASHBOARD_QUERY, { p: ctx.projectId, s: ctx.severities }, { failures: ctx.failures });
    const ms = performance.now() - started;
    if (body.errors?.length) return { ms, started, error: JSON.stringify(body.errors).slice(0, 200) };
    if (!Array.isArray(body.data?.latestFindings?.findings)) return { ms, started, error: 'resposta sem achados' };
    return { ms, started };
  } catch (error) {
    return { ms: performance.now() - started, started, error: String(error.message) };
  }
}

/**
 * Queries at `rate`/s until `stop()` (or for `seconds`): returns { samples, errors }. Each sample
 * is its latency; a request repeated by the retry rule counts its whole time, as the user waits it.
 */
export function queriesAtRate(ctx, { rate, seconds = Infinity }) {
  const interval = 1000 / rate;
  const start = performance.now();
  const inFlight = [];
  let running = true;
  const done = (async () => {
    for (let i = 0; running && i < rate * seconds; i += 1) {
      const wait = start + i * interval - performance.now();
      if (wait > 0) await sleep(wait);
      inFlight.push(dashboardQuery(ctx));
    }
    const results = await Promise.all(inFlight);
    return { samples: results.filter((r) => !r.error), errors: results.filter((r) => r.error) };
  })();
  return { done, stop: () => ((running = false), done) };
}

/** A .tar.gz of `copies` copies of examples/sample-service (what a CI job uploads). */
export function treeArchive(root, copies) {
  const dir = mkdtempSync(join(tmpdir(), 'vigia-cluster-tree-'));
  try {
    for (let i = 0; i < copies; i += 1) {
      mkdirSync(join(dir, 'tree', `servico-${i}`), { recursive: true });
      cpSync(join(root, 'examples/sample-service'), join(dir, 'tree', `servico-${i}`), { recursive: true });
    }
    execFileSync('tar', ['--exclude=.git', '-czf', join(dir, 'source.tar.gz'), '-C', join(dir, 'tree'), '.']);
    return readFileSync(join(dir, 'source.tar.gz'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Open GraphQL subscriptions per gateway, from each one's /metrics (vigia_sse_connections). */
export async function streamsPerGateway(cluster) {
  const out = {};
  for (const gateway of cluster.members.gateways) {
    const text = await (await fetch(`${gateway.url}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith('vigia_sse_connections'));
    out[gateway.name] = line ? Number(line.trim().split(/\s+/).at(-1)) : NaN;
  }
  return out;
}
