#!/usr/bin/env node
// `npm test`: install, lint, typecheck, contract drift, unit + integration tests of every package, e2e.
// Ends with one line "N passed, N failed" (a check that is not a test counts as one).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';
import { buildStale } from './lib/build.mjs';
import { pnpmCommand } from './lib/pnpm.mjs';
import { changedFiles, digestFiles } from './lib/digest.mjs';
import { ensureBalancer, ensureE2ePrerequisites, findTestPostgres, MissingPrerequisite } from './lib/prerequisites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'vigia-test-'));
const withE2e = !process.argv.includes('--no-e2e');
const GENERATED = ['schema/gateway.graphql', 'web/src/gql', 'control-plane/src/generated'];
const VITEST_PACKAGES = ['scanner', 'telemetry', 'test-support', 'deploy', 'control-plane', 'gateway', 'web'];

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(args, env = {}) {
  const [command, ...prefix] = args[0] === 'pnpm' ? [...pnpmCommand(), ...args.slice(1)] : args;
  const result = spawnSync(command, prefix, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name, ok) {
  console.log(`${ok ? '✔' : '✖'} ${name}`);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function countTests(name, ok, reportFile, read) {
  if (!existsSync(reportFile)) {
    check(`${name} (sem relatório de testes)`, false);
    return;
  }
  const counts = read(JSON.parse(readFileSync(reportFile, 'utf8')));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (counts.failed > 0 || !ok) failures.push(name);
  if (!ok && counts.failed === 0) {
    totals.failed += 1; // the runner failed outside any test (e.g. a suite that did not load)
  }
  console.log(`${ok && counts.failed === 0 ? '✔' : '✖'} ${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

function vitest(pkg, label, env = {}, extraArgs = []) {
  const reportFile = path.join(reports, `${label}.json`);
  const ok = run(['pnpm', '--filter', `@vigia/${pkg}`, 'exec', 'vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile=${reportFile}`], env);
  countTests(label, ok, reportFile, (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }));
}

function regeneratesNothing() {
  const before = digestFiles(root, GENERATED);
  const ok = run(['pnpm', 'run', 'codegen']) && run(['pnpm', '--filter', '@vigia/control-plane', 'run', 'types']);
  const changed = changedFiles(before, digestFiles(root, GENERATED));
  if (changed.length) console.error(`Arquivos gerados desatualizados (rode npm run codegen e faça commit):\n  ${changed.join('\n  ')}`);
  return ok && changed.length === 0;
}

/** Everything the run needs from the system, before any test; a missing piece stops the run with its command. */
async function prerequisites() {
  const postgres = await findTestPostgres(root);
  try {
    if (withE2e) console.log(`› Chromium do e2e: ${ensureE2ePrerequisites()}`);
    // The cluster test (2 API, 2 workers, 2 gateways behind HAProxy) runs on PostgreSQL only.
    if (postgres) ensureBalancer();
  } catch (error) {
    if (!(error instanceof MissingPrerequisite)) throw error;
    console.error(`\n✖ ${error.message}\n\n0 passed, 1 failed`);
    process.exit(1);
  }
  if (postgres) console.log(`› A suíte do control plane e o teste do cluster também rodam no PostgreSQL (${postgres.replace(/\/\/[^@/]*@/, '//…@')}).`);
  return postgres;
}

async function main() {
  ensureInstalled(root);
  const postgres = await prerequisites();
  buildStale(root);
  check('lint', run(['pnpm', 'run', 'lint']));
  check('typecheck', run(['pnpm', 'run', 'typecheck']));
  check('contract drift', regeneratesNothing());

  for (const pkg of VITEST_PACKAGES) {
    vitest(pkg, pkg, pkg === 'control-plane' ? { TEST_DATABASE_URL: '' } : {});
  }
  if (postgres) {
    vitest('control-plane', 'control-plane (PostgreSQL)', { TEST_DATABASE_URL: postgres });
    vitest('deploy', 'cluster (PostgreSQL + HAProxy)', { TEST_DATABASE_URL: postgres }, ['--config', 'vitest.cluster.config.ts']);
  }

  if (withE2e) {
    const reportFile = path.join(reports, 'e2e.json');
    const ok = run(['pnpm', '--filter', '@vigia/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile });
    countTests('e2e', ok, reportFile, (report) => ({
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    }));
  }

  rmSync(reports, { recursive: true, force: true });
  if (failures.length) console.log(`\nFalhas: ${failures.join(', ')}`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

await main();
