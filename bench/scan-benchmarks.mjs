#!/usr/bin/env node
// Scores Vigia on public benchmarks. Usage: node bench/scan-benchmarks.mjs <checkout...>
// (build first: pnpm --filter @vigia/scanner build). Each folder is recognised by its layout:
// expectedresults-1.2.csv → OWASP BenchmarkJava; cmd/generate/config/rules → gitleaks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isOwaspJava, runOwaspJava } from './benchmarks/owasp-java.mjs';

const GITLEAKS_RUNNER = new URL('./benchmarks/gitleaks-samples.mjs', import.meta.url);

async function runGitleaks(checkout) {
  if (!existsSync(GITLEAKS_RUNNER)) {
    console.log(`${checkout}: gitleaks detectado, mas bench/benchmarks/gitleaks-samples.mjs não existe; pulando.`);
    return;
  }
  const { runGitleaksSamples } = await import(GITLEAKS_RUNNER.href);
  await runGitleaksSamples(checkout);
}

const checkouts = process.argv.slice(2);
if (!checkouts.length) {
  console.error('Uso: node bench/scan-benchmarks.mjs <checkout...>');
  process.exit(2);
}
for (const checkout of checkouts) {
  if (isOwaspJava(checkout)) await runOwaspJava(checkout);
  else if (existsSync(join(checkout, 'cmd/generate/config/rules'))) await runGitleaks(checkout);
  else console.log(`${checkout}: benchmark não reconhecido; pulando.`);
}
