#!/usr/bin/env node
// Why one compliance PDF took 30 s (issue 30): the first PDF of a process against the later ones.
// Every round is a fresh Node process (as after a deploy or a restart) that loads the control
// plane's built PDF module, then renders the annual compliance report PDF several times with the
// full catalog of the regime (every Banco Central control and LGPD article with findings) and an
// action plan at the PDF's bounds; it times the module load, the first render and each later one.
// The parent prints the medians over rounds.
//
// --route measures the real path instead: the control plane's PDF route on the embedded database
// (PGlite) holding one scan of the bundled sample repository copied --copies times, each round a
// freshly started control plane (first request after the start, then the later ones). The cause it
// shows: PGlite never analyses its tables (no autovacuum), and the action plan's join planned blind
// is quadratic (src/db/embedded-statistics.ts). Run it on a build before and after to compare.
//
// Usage: node bench/compliance-pdf.mjs [--rounds N] [--renders N] [--route [--copies N]]
//   --rounds N    fresh processes (default 5)
//   --renders N   PDFs per process (default 6: the first and five later ones)
//   --copies N    --route: copies of the sample repository in the scan (default 10: 370 findings)
// Build first: pnpm --filter @vigia/control-plane build.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runBench } from './lib/cleanup.mjs';
import { prepareRouteBench, routeRound } from './lib/compliance-pdf-route.mjs';
import { positiveIntOf } from './lib/options.mjs';
import { median } from './lib/stats.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, renders: { type: 'string', default: '6' }, copies: { type: 'string', default: '10' }, route: { type: 'boolean' }, child: { type: 'boolean' } } });
const option = positiveIntOf(values);
const rounds = option('rounds');
const renders = option('renders');

/** One process: load, then render `renders` times; prints its timings as JSON. */
async function child() {
  const { cpImport } = await import('./lib/control-plane-deps.mjs');
  const started = performance.now();
  const { renderCompliancePdf } = await cpImport('dist/compliance/compliance-pdf.js');
  const { loadNorms } = await cpImport('node_modules/@vigia/scanner/dist/index.js');
  const loadMs = performance.now() - started;
  const norms = loadNorms();
  const severities = { critical: 2, high: 5, medium: 9, low: 4, info: 1 };
  const articles = Object.keys(norms.bacenControls).map((numeral, i) => ({
    framework: 'bacen', ref: `Res. CMN 4.893/2021 art. 3, §2, ${numeral}`, summary: norms.summaries.bacenControls[numeral] ?? '', count: 3 + i, occurrences: 5 + i, bySeverity: severities, samples: [],
  }));
  for (let i = 0; i < 40; i++) articles.push({ framework: 'lgpd', ref: `LGPD art. ${i + 6}`, summary: 'Segurança e sigilo dos dados pessoais.', count: 2 + i, occurrences: 4 + i, bySeverity: severities, samples: [] });
  // The action plan at the PDF's bounds: every control with 20 open findings listed, 50 fixes, 10 accepted risks.
  const iso = new Date(Date.now() - 86_400_000 * 40).toISOString();
  const item = (n) => ({ findingId: `f${n}`, trackedId: `t${n}`, rule: 'java.sqli.jdbc', severity: 'high', file: `src/main/java/pagamentos/Modulo${n}.java`, line: 10 + n, state: 'open', firstSeenAt: iso, ageDays: 40, dueAt: iso, overdue: true });
  const plan = {
    projectId: 'p', scanId: 's', branch: 'main', regime: 'CMN_4893', generatedAt: iso, periodStart: iso, periodEnd: iso, open: 280, overdue: 120,
    bySeverity: [{ severity: 'high', findings: 280, overdue: 120 }],
    groups: Object.keys(norms.bacenControls).map((control) => ({
      control, ref: `CMN 4.893 art. 3º §2º ${control}`, name: norms.bacenControls[control], summary: '', findings: 20, overdue: 9, bySeverity: [], items: Array.from({ length: 20 }, (_, n) => item(n)),
    })),
    fixed: Array.from({ length: 50 }, (_, n) => ({ trackedId: `x${n}`, rule: 'js.xss.dom', severity: 'medium', file: `web/app${n}.js`, line: n, firstSeenAt: iso, fixedAt: iso, fixedInScanId: 's', fixedInScanFinishedAt: iso, daysToFix: 12 })),
    fixedTotal: 50,
    acceptedRisks: Array.from({ length: 10 }, (_, n) => ({ trackedId: `r${n}`, rule: 'py.crypto.md5', severity: 'low', file: `svc/hash${n}.py`, line: n, reason: 'Legado, isolado da internet', acceptedAt: iso, expiresAt: iso })),
  };
  const input = {
    plan,
    projectName: 'Cobrança Recorrente', scan: { id: '6f1c2f7e-3b7a-4d2b-9a55-0c6d1f9f1a10', finishedAt: new Date(), branch: 'main', commit: 'abc1234' }, regime: 'CMN_4893',
    generatedAt: new Date(), scores: { lgpd: 64, bacen: 60, security: 70, open_finance: 100, overall: 74 }, totalFindings: 370, violations: { lgpd: 40, bacen: 55, security: 30, open_finance: 0 },
    articles, firstSeen: new Map(articles.map((a) => [`${a.framework}\0${a.ref}`, new Date(Date.now() - 86_400_000 * 30)])), controls: norms.bacenControls, controlSummaries: norms.summaries.bacenControls,
  };
  const times = [];
  let bytes = 0;
  for (let i = 0; i < renders; i++) {
    const t = performance.now();
    bytes = (await renderCompliancePdf(input)).length;
    times.push(performance.now() - t);
  }
  process.stdout.write(JSON.stringify({ loadMs, times, bytes }));
}

const ms = (value) => `${value.toFixed(1)} ms`;
const spread = (list) => `${ms(median(list))}  (min ${ms(Math.min(...list))}, max ${ms(Math.max(...list))})`;

if (values.child) {
  await child();
} else if (values.route) {
  await runBench(async () => {
    const prepared = await prepareRouteBench(option('copies'));
    const results = [];
    for (let round = 0; round < rounds; round++) results.push(await routeRound(prepared, renders));
    console.log(`compliance PDF pela rota (PGlite, ${prepared.findings} achados), ${rounds} inícios do control plane × ${renders} PDFs (${results[0].bytes} bytes)`);
    console.log(`  primeiro PDF após o início (mediana): ${spread(results.map((r) => r.times[0]))}`);
    console.log(`  PDFs seguintes (mediana):             ${spread(results.flatMap((r) => r.times.slice(1)))}`);
  });
} else {
  const script = fileURLToPath(import.meta.url);
  const results = [];
  for (let round = 0; round < rounds; round++) {
    results.push(JSON.parse(execFileSync(process.execPath, [script, '--child', '--renders', String(renders)], { encoding: 'utf8' })));
  }
  console.log(`compliance PDF, ${rounds} processos novos × ${renders} PDFs (${results[0].bytes} bytes cada)`);
  console.log(`  carregar o módulo do PDF (mediana): ${ms(median(results.map((r) => r.loadMs)))}`);
  console.log(`  primeiro PDF do processo (mediana): ${spread(results.map((r) => r.times[0]))}`);
  console.log(`  PDFs seguintes (mediana):           ${spread(results.flatMap((r) => r.times.slice(1)))}`);
}
