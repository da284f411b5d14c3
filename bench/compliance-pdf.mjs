#!/usr/bin/env node
// Why one compliance PDF took 30 s (issue 30): the first PDF of a process against the later ones.
// Every round is a fresh Node process (as after a deploy or a restart) that loads the control
// plane's built PDF module, then renders the annual compliance report PDF several times with the
// full catalog of the regime (every Banco Central control and LGPD article with findings); it times
// the module load, the first render and each later one. The parent prints the medians over rounds.
//
// Usage: node bench/compliance-pdf.mjs [--rounds N] [--renders N]
//   --rounds N    fresh processes (default 5)
//   --renders N   PDFs per process (default 6: the first and five later ones)
// Build first: pnpm --filter @vigia/control-plane build.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { positiveIntOf } from './lib/options.mjs';
import { percentile } from './lib/stats.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, renders: { type: 'string', default: '6' }, child: { type: 'boolean' } } });
const option = positiveIntOf(values);
const rounds = option('rounds');
const renders = option('renders');
const median = (list) => percentile([...list].sort((a, b) => a - b), 50);

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
  const input = {
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

if (values.child) {
  await child();
} else {
  const script = fileURLToPath(import.meta.url);
  const results = [];
  for (let round = 0; round < rounds; round++) {
    results.push(JSON.parse(execFileSync(process.execPath, [script, '--child', '--renders', String(renders)], { encoding: 'utf8' })));
  }
  const ms = (value) => `${value.toFixed(1)} ms`;
  const spread = (list) => `${ms(median(list))}  (min ${ms(Math.min(...list))}, max ${ms(Math.max(...list))})`;
  console.log(`compliance PDF, ${rounds} processos novos × ${renders} PDFs (${results[0].bytes} bytes cada)`);
  console.log(`  carregar o módulo do PDF (mediana): ${ms(median(results.map((r) => r.loadMs)))}`);
  console.log(`  primeiro PDF do processo (mediana): ${spread(results.map((r) => r.times[0]))}`);
  console.log(`  PDFs seguintes (mediana):           ${spread(results.flatMap((r) => r.times.slice(1)))}`);
}
