// OWASP BenchmarkJava v1.2 scored with the Benchmark's own method: per category, a test case counts as
// flagged when any finding whose rule carries the category's CWE is in the case's file; score = TPR − FPR.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { catalogRules, listScannableFiles, projectOf, scanFiles } from '../../scanner/dist/index.js';

const CATEGORIES = { cmdi: 78, crypto: 327, hash: 328, ldapi: 90, pathtraver: 22, securecookie: 614, sqli: 89, trustbound: 501, weakrand: 330, xpathi: 643, xss: 79 };

export function isOwaspJava(checkout) {
  try { readFileSync(join(checkout, 'expectedresults-1.2.csv')); return true; } catch { return false; }
}

function readExpected(checkout) {
  const rows = readFileSync(join(checkout, 'expectedresults-1.2.csv'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  return rows.map((l) => { const [name, category, real] = l.split(','); return { name, category, real: real === 'true' }; });
}

export async function runOwaspJava(checkout) {
  const testcode = 'src/main/java/org/owasp/benchmark/testcode';
  const files = (await listScannableFiles(join(checkout, testcode))).filter((f) => f.endsWith('.java')).map((f) => `${testcode}/${f}`);
  const resources = (await listScannableFiles(join(checkout, 'src/main/resources'))).map((f) => `src/main/resources/${f}`);
  const started = performance.now();
  // The test cases are scanned as a scan of the checkout sees them: its project holds the configuration
  // files the code loads (src/main/resources/*.properties), as scanDirectory's project would.
  const { findings, log } = await scanFiles(checkout, files, { project: projectOf(checkout, [...files, ...resources]) });
  const failures = log.filter((entry) => entry.level !== 'info');
  if (failures.length) console.log(`${failures.length} avisos; o primeiro: ${failures[0].file}: ${failures[0].message}`);
  const seconds = (performance.now() - started) / 1000;
  const cweOf = new Map([...catalogRules().values()].map((r) => [r.id, new Set(r.cwe)]));
  const flagged = new Set(findings.flatMap((f) => [...(cweOf.get(f.rule) ?? [])].map((cwe) => `${basename(f.file).replace(/\.java$/, '')}|${cwe}`)));
  const rows = [];
  for (const [category, cwe] of Object.entries(CATEGORIES)) {
    const cases = readExpected(checkout).filter((c) => c.category === category);
    const count = (real, hit) => cases.filter((c) => c.real === real && flagged.has(`${c.name}|CWE-${cwe}`) === hit).length;
    const tp = count(true, true); const fn = count(true, false); const fp = count(false, true); const tn = count(false, false);
    const tpr = tp / (tp + fn || 1); const fpr = fp / (fp + tn || 1);
    rows.push({ category, cwe, tp, fn, fp, tn, tpr: +(100 * tpr).toFixed(1), fpr: +(100 * fpr).toFixed(1), score: +(100 * (tpr - fpr)).toFixed(1) });
  }
  console.log(`OWASP BenchmarkJava: ${files.length} arquivos, ${findings.length} achados, ${seconds.toFixed(1)} s`);
  console.table(rows);
  const average = rows.reduce((s, r) => s + r.score, 0) / rows.length;
  console.log(`Média: ${average.toFixed(1)} (mínima por categoria: ${Math.min(...rows.map((r) => r.score)).toFixed(1)})`);
  return { rows, average };
}
