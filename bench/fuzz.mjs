#!/usr/bin/env node
// Fuzzing the real stack (issue 15): thousands of requests generated with fast-check from the
// REST contract (to the control plane) and from the GraphQL schema (to the gateway), as nobody
// and as a TENANT_ADMIN session. Properties of every answer: it comes within the deadline, it is
// never a 5xx other than the spec's 501/503 (nor a GraphQL error shaped as internal), and an error
// answer shows no internal detail (stack, SQL, file path, exception names). Prints the cases run,
// the failures (first examples with their seed) and whether the stack is alive at the end.
//
// Usage: node bench/fuzz.mjs [seed] [count] [--port 4570] [--timeout-ms 10000] [--concurrency 4]
//   seed    fast-check seed (default: now); the same seed replays the same cases
//   count   total cases, split evenly over the suites: REST to the control plane (nobody, admin),
//           REST through the gateway (admin), GraphQL (nobody, admin) (default 4000); then the admin's
//           logouts, REST and GraphQL, 10 each, and a check that its session has ended
// Build first: pnpm --filter @vigia/control-plane build && pnpm --filter @vigia/gateway build.
// It starts the real stack (scripts/lib/stack.mjs) in a temp DATA_DIR on PORT (gateway) and
// PORT+100 (control plane), e-mails in the outbox, and removes it at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { requestSignInLink } from '../scripts/lib/outbox-link.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { anyRestRequest, checkRestRequest, loadContract } from '../test-support/fuzz-rest.mjs';
import { checkGraphQLRequest, graphQLRequest, loadGraphQLSchema } from '../test-support/fuzz-graphql.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fc = createRequire(join(root, 'test-support/package.json'))('fast-check');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '4570' },
    'timeout-ms': { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '4' },
  },
});
const seed = Number(positionals[0] ?? Date.now() % 2 ** 31);
const count = Number(positionals[1] ?? 4000);
const port = Number(values.port);
const timeoutMs = Number(values['timeout-ms']);
const concurrency = Number(values.concurrency);
/** The admin's logouts of each logout suite, sent after the rest. */
const LOGOUT_CASES = 10;

/** Cookie and CSRF token of a session signed in through the real magic link (outbox). */
async function signIn(controlPlaneUrl, dataDir, email) {
  const link = await requestSignInLink(controlPlaneUrl, dataDir, email);
  if (!link) throw new Error(`no sign-in link for ${email}`);
  const token = new URL(link).searchParams.get('token');
  const answer = await fetch(`${controlPlaneUrl}/auth/local/callback?token=${encodeURIComponent(token)}`);
  const pairs = answer.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = pairs.find((p) => p.startsWith('csrf_token='))?.slice('csrf_token='.length) ?? '';
  return { cookie: pairs.join('; '), 'x-csrf-token': csrf };
}

/** Runs `check` on every case, `concurrency` at a time; returns the failures. */
async function runCases(cases, check) {
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const failure = await check(cases[index]);
      if (failure) failures.push({ index, failure });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures.sort((a, b) => a.index - b.index);
}

/** The status of GET /auth/whoami with the session (0 when there is no answer). */
async function whoamiStatus(stack, session) {
  return (await fetch(`${stack.controlPlaneUrl}/auth/whoami`, { headers: { cookie: session.cookie } }).catch(() => ({ status: 0 }))).status;
}

async function alive(stack, session) {
  const checks = {
    'control plane /api/v1/health': (await fetch(`${stack.controlPlaneUrl}/api/v1/health`).catch(() => ({ status: 0 }))).status === 200,
    'gateway /healthz': (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => ({ status: 0 }))).status === 200,
    'admin session still valid': (await whoamiStatus(stack, session)) === 200,
    'both processes running': stack.children.every((child) => child.exitCode === null && child.signalCode === null),
  };
  return checks;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigia-fuzz-'));
  const stack = await startStack({
    root,
    dataDir,
    port,
    controlPlanePort: port + 100,
    quiet: true,
    env: { LOG_LEVEL: 'warn', SEED_SAMPLE_SCAN: 'true' },
  });
  let exitCode = 1;
  try {
    const session = await signIn(stack.controlPlaneUrl, dataDir, 'admin@demo.local');
    const whoami = await (await fetch(`${stack.controlPlaneUrl}/auth/whoami`, { headers: { cookie: session.cookie } })).json();
    const projects = await (await fetch(`${stack.controlPlaneUrl}/api/v1/projects`, { headers: { cookie: session.cookie } })).json();
    const knownIds = [whoami.user.tenantId, ...projects.projects.map((p) => p.id)];
    const contract = loadContract(join(root, 'schema/control-plane.openapi.yaml'));
    const schema = loadGraphQLSchema(join(root, 'schema/gateway.graphql'));
    const gatewayUrl = `http://127.0.0.1:${port}`;
    
    let statuses = new Map();
    const onAnswer = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const suites = [
      ['REST (control plane), nobody', anyRestRequest(contract, { knownIds }), (c) => checkRestRequest(stack.controlPlaneUrl, c, { timeoutMs, onAnswer })],
      ['REST (control plane), TENANT_ADMIN', anyRestRequest(contract, { knownIds, skip: ['logout'] }), (c) => checkRestRequest(stack.controlPlaneUrl, c, { session, timeoutMs, onAnswer })],
      // The gateway's plain-HTTP routes (upload, exports, downloads) proxy these; the rest meet its 404 or the web app.
      ['REST (through the gateway), TENANT_ADMIN', anyRestRequest(contract, { knownIds, skip: ['logout'] }), (c) => checkRestRequest(gatewayUrl, c, { session, timeoutMs, onAnswer })],
      ['GraphQL (gateway), nobody', graphQLRequest(schema), (c) => checkGraphQLRequest(gatewayUrl, c, { timeoutMs, onAnswer })],
      ['GraphQL (gateway), TENANT_ADMIN', graphQLRequest(schema, { skip: ['logout'] }), (c) => checkGraphQLRequest(gatewayUrl, c, { session, timeoutMs, onAnswer })],
    ];
    // Logout last, once the session is no longer needed (after the aliveness checks that use it).
    const logoutSuites = [
      ['REST (control plane), TENANT_ADMIN logout', anyRestRequest(contract, { knownIds, only: ['logout'] }), (c) => checkRestRequest(stack.controlPlaneUrl, c, { session, timeoutMs, onAnswer })],
      ['GraphQL (gateway), TENANT_ADMIN logout', graphQLRequest(schema, { only: ['logout'] }), (c) => checkGraphQLRequest(gatewayUrl, c, { session, timeoutMs, onAnswer })],
    ];
    const perSuite = Math.max(1, Math.round(count / suites.length));
    console.log(`Fuzzing the real stack: seed ${seed}, ${perSuite} cases per suite (${LOGOUT_CASES} logouts last), deadline ${timeoutMs} ms, ${concurrency} at a time`);
    let total = 0;
    let failed = 0;
    const started = Date.now();
    const runSuites = async (list, firstIndex, casesPerSuite) => {
      for (const [offset, [name, arbitrary, check]] of list.entries()) {
        const index = firstIndex + offset;
        const cases = fc.sample(arbitrary, { seed: seed + index, numRuns: casesPerSuite });
        const suiteStart = Date.now();
        statuses = new Map();
        const failures = await runCases(cases, check);
        total += cases.length;
        failed += failures.length;
        console.log(`  ${name}: ${cases.length} cases, ${failures.length} failures (${((Date.now() - suiteStart) / 1000).toFixed(1)} s)`);
        const histogram = [...statuses].sort(([a], [b]) => String(a).localeCompare(String(b))).map(([status, n]) => `${status}×${n}`);
        console.log(`    HTTP statuses: ${histogram.join(' ')}`);
        for (const { index: at, failure } of failures.slice(0, 5)) console.log(`    case ${at} (seed ${seed + index}): ${failure}`);
      }
    };
    await runSuites(suites, 0, perSuite);
    const checks = await alive(stack, session);
    await runSuites(logoutSuites, suites.length, LOGOUT_CASES);
    checks['admin session ended by the logouts'] = (await whoamiStatus(stack, session)) === 401;
    const up = Object.values(checks).every(Boolean);
    console.log(`\nCases run: ${total}. Failures: ${failed}. ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    for (const [name, ok] of Object.entries(checks)) console.log(`  ${ok ? '✔' : '✘'} ${name}`);
    console.log(`Stack alive at the end: ${up ? 'yes' : 'NO'}`);
    for (const child of stack.children.filter((c) => c.exitCode !== null || c.signalCode !== null)) {
      console.log(`\n${child.displayName} exited (${child.exitCode ?? child.signalCode}); its last lines:\n${(child.logTail ?? []).slice(-15).join('\n')}`);
    }
    exitCode = failed === 0 && up ? 0 : 1;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
