// The dashboard bench's report: per backend, then a summary against the targets.
import { availableParallelism } from 'node:os';
import { PAGE_SIZE, SEVERITY_FILTER } from './dashboard-requests.mjs';
import { formatTimings } from './seed-findings.mjs';
import { seconds } from './stats.mjs';

export const TARGET_P95_MS = 50;
/** What the gateway may add to the same request (issue 12). */
export const TARGET_GATEWAY_MS = { p50: 2, p95: 3 };

export const fmtInt = (n) => n.toLocaleString('en-US');
const ms = (v) => v.toFixed(1).padStart(8);
const signed = (v) => `${v >= 0 ? '+' : ''}${v.toFixed(1)}`.padStart(8);

export function printResult(r, options) {
  console.log(`\n== ${r.backend}: ${fmtInt(r.findings)} achados num projeto; semente ${formatTimings(r.seed.timings)}`);
  console.log(`   ${options.requests} requisições por caminho após ${options.warmup} de aquecimento, sequenciais; ` +
    `severity=${SEVERITY_FILTER}, sort severity desc, page_size ${PAGE_SIZE}`);
  console.log(`   medição ${seconds(r.measureMs)}; carga média (1 min) ${r.load.map((l) => l.toFixed(2)).join(' → ')} em ${availableParallelism()} núcleos`);
  console.log(`   ${'caminho'.padEnd(16)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'média'.padStart(8)}${'máx'.padStart(8)}`);
  // A latency row (p50, p95, p99, mean, max) and a difference row (p50, p95, p99, mean), with an optional note.
  const row = (label, s, note = '') => console.log(`   ${label.padEnd(16)}${[s.p50, s.p95, s.p99, s.mean, s.max].map(ms).join('')}${note}`);
  const difference = (label, d, note = '') => console.log(`   ${label.padEnd(16)}${[d.p50, d.p95, d.p99, d.mean].map(signed).join('')}${note}`);
  row('REST', r.rest);
  row('gateway', r.gateway);
  const percentiles = Object.fromEntries(['p50', 'p95', 'p99', 'mean'].map((key) => [key, r.gateway[key] - r.rest[key]]));
  difference('gateway − REST', percentiles);
  difference('idem, por par', r.paired);
  difference('REST − REST', r.control, '  (controle: o mesmo pedido duas vezes, sem gateway; o ruído dos pares)');
  difference('proxy − REST', r.proxied, '  (piso: o mesmo pedido por um proxy HTTP de passagem, um processo a mais sem GraphQL)');
  row('gateway próprio', r.gatewayOwn, '  (Server-Timing: da chegada à resposta, sem a espera pelo control plane)');
  row('gateway espera', r.gatewayUpstream, '  (Server-Timing: a chamada REST feita pelo gateway, do envio ao fim da resposta)');
  row('gateway soma', r.gatewayAdded, '  (o tempo do cliente menos a espera acima: o salto até o gateway e o trabalho dele, sem o ruído do banco)');
  row('proxy soma', r.proxyAdded, '  (o mesmo para o proxy de passagem: o piso, um processo a mais sem GraphQL)');
  row('reshape soma', r.reshapeAdded, '  (o mesmo para o proxy que refaz o JSON: o piso de qualquer gateway, os mesmos dados sem motor GraphQL)');
  const cpuMs = (v) => (v === undefined ? 'n/d' : `${v.toFixed(2)} ms`);
  console.log(`   CPU por requisição: gateway ${cpuMs(r.cpu.gateway)}, control plane ${cpuMs(r.cpu.controlPlane)} (/proc, user + system)`);
  const scavenges = ({ count, meanMs }) => `${count} × ${meanMs.toFixed(1)} ms`;
  console.log(`   GC jovem (scavenges) na medição: gateway ${scavenges(r.scavenges.gateway)}, control plane ${scavenges(r.scavenges.controlPlane)} ` +
    '(/metrics; cada um pausa o processo, e dura mais quanto mais sobrevive a ele)');
  console.log(`   REST por termo (${'termo'.padEnd(18)} ${'tipo'.padEnd(10)} ${'total'.padStart(7)} pág ${'n'.padStart(3)} ${'p50'.padStart(7)} ${'p95'.padStart(7)})`);
  for (const p of r.plan) {
    const s = r.perTerm[p.term];
    const total = `${p.totalIsEstimate ? '≥' : ''}${p.total}`;
    const figure = (v) => (s ? v.toFixed(1) : '—').padStart(7);
    console.log(`                  ${p.term.padEnd(18)} ${p.kind.padEnd(10)} ${total.padStart(7)} 1-${p.pages} ${String(s?.n ?? 0).padStart(3)} ${figure(s?.p50)} ${figure(s?.p95)}`);
  }
}

export function printSummary(results) {
  console.log('\n== Resumo (ms)');
  console.log(`${'backend'.padEnd(18)}${'achados'.padStart(10)}  ${'REST p50'.padStart(9)}${'REST p95'.padStart(9)}${'GW p50'.padStart(9)}${'GW p95'.padStart(9)}${'+GW p50'.padStart(9)}${'+GW p95'.padStart(9)}`);
  for (const r of results) {
    console.log(`${r.backend.padEnd(18)}${fmtInt(r.findings).padStart(10)}  ${[r.rest.p50, r.rest.p95, r.gateway.p50, r.gateway.p95].map((v) => v.toFixed(1).padStart(9)).join('')}` +
      `${signed(r.gateway.p50 - r.rest.p50).padStart(9)}${signed(r.gateway.p95 - r.rest.p95).padStart(9)}`);
  }
  const pgResult = results.find((r) => r.backend.startsWith('PostgreSQL'));
  if (pgResult) {
    const ok = pgResult.rest.p95 <= TARGET_P95_MS;
    console.log(`Meta PostgreSQL com ${fmtInt(pgResult.findings)}: REST p95 ≤ ${TARGET_P95_MS} ms → ${pgResult.rest.p95.toFixed(1)} ms ${ok ? 'OK' : 'NÃO ATINGIDA'}` +
      `${pgResult.findings < 1_000_000 ? ' (abaixo de 1M: só indicativo)' : ''}`);
    const added = pgResult.gatewayAdded;
    const withinTarget = (s) => s.p50 <= TARGET_GATEWAY_MS.p50 && s.p95 <= TARGET_GATEWAY_MS.p95;
    const pair = (d) => `${d.p50.toFixed(1)} / ${d.p95.toFixed(1)} ms`;
    console.log(`Meta do gateway (o que ele soma a cada pedido: o tempo do cliente menos a espera dele pelo control plane): ` +
      `p50 ≤ ${TARGET_GATEWAY_MS.p50} ms e p95 ≤ ${TARGET_GATEWAY_MS.p95} ms → ${pair(added)} ${withinTarget(added) ? 'OK' : 'NÃO ATINGIDA'}`);
    console.log(`   por par (gateway − REST): ${pair(pgResult.paired)}; o p95 dos pares é sobretudo o banco, ` +
      `que responde a mesma consulta mais devagar numa de duas vezes (controle REST − REST: ${pair(pgResult.control)})`);
    console.log(`   o piso de um processo a mais (o que o proxy de passagem soma): ${pair(pgResult.proxyAdded)}; ` +
      `o trabalho GraphQL do gateway, p50 menos p50 do piso: ${(added.p50 - pgResult.proxyAdded.p50).toFixed(1)} ms`);
    console.log(`   o piso de qualquer gateway (o proxy que refaz o JSON, sem motor GraphQL): ${pair(pgResult.reshapeAdded)}, ` +
      `${withinTarget(pgResult.reshapeAdded) ? 'dentro' : 'fora'} da meta nesta máquina; o que Yoga, Mesh e express somam a ele: ` +
      `${(added.p50 - pgResult.reshapeAdded.p50).toFixed(1)} / ${(added.p95 - pgResult.reshapeAdded.p95).toFixed(1)} ms`);
  }
}
