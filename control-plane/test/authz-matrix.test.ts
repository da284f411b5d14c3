import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { contractOperations, describeMismatches, loadExpectedMatrix, matrixYaml, outcomeOf, runMatrix, send, type Cell, type Matrix } from './authz/matrix.js';
import { REQUESTS } from './authz/requests.js';
import { buildWorld, CALLERS, type World } from './authz/world.js';
import type { OperationId } from '../src/http/operation.js';

/**
 * Issue 15, the authorization matrix: every operation of the contract × the nine kinds of caller,
 * run on the real control plane against tenant A's resources and compared with the reviewed table
 * test/authz/expected-matrix.yaml (printed in docs/authz-matrix.md by scripts/authz-matrix.mjs).
 */
let app: TestApp;
let world: World;
let expected: Matrix;
let observed: Matrix;
let cells: Cell[];
const operations = contractOperations();

beforeAll(async () => {
  app = await startTestApp();
  world = await buildWorld(app);
  expected = loadExpectedMatrix();
  ({ observed, cells } = await runMatrix(world, operations, expected));
}, 300_000);
afterAll(async () => {
  await app?.close();
});

describe('authorization matrix', () => {
  it('when the contract has an operation, then the table classifies it for every caller and the test knows how to call it', () => {
    const unclassified = operations
      .filter((spec) => !expected[spec.operationId] || CALLERS.some((name) => expected[spec.operationId]?.[name] === undefined))
      .map((spec) => spec.operationId);
    expect(unclassified, 'operations missing from test/authz/expected-matrix.yaml (classify every caller)').toEqual([]);
    expect(operations.filter((spec) => !REQUESTS[spec.operationId as OperationId]).map((spec) => spec.operationId)).toEqual([]);
    const stale = Object.keys(expected).filter((id) => !operations.some((spec) => spec.operationId === id));
    expect(stale, 'rows of operations no longer in the contract').toEqual([]);
  });

  it('when every caller calls every operation on tenant A, then each answer is the one in the reviewed table', () => {
    const mismatches = describeMismatches(cells);
    const changed = Object.fromEntries(Object.entries(observed).filter(([id, row]) => CALLERS.some((name) => row[name] !== expected[id]?.[name])));
    expect(mismatches, `unexpected cells; observed rows:\n${matrixYaml(changed)}`).toBe('');
  });

  it('when an expired token calls, then it is refused exactly like a revoked one', async () => {
    const differences: string[] = [];
    let seq = 100_000;
    for (const spec of operations) {
      seq += 1;
      const request = REQUESTS[spec.operationId as OperationId]({ targets: world.targets, seq, sourceArchive: world.sourceArchive });
      const answer = await send(world, world.callers.revokedToken, spec, request, { bearer: world.expiredToken });
      const outcome = outcomeOf(answer.status);
      if (outcome !== expected[spec.operationId]?.revokedToken) differences.push(`${spec.operationId}: ${outcome} ${answer.detail}`);
    }
    expect(differences).toEqual([]);
  });

  it('when the table changes, then docs/authz-matrix.md is regenerated with it (node scripts/authz-matrix.mjs)', () => {
    const script = fileURLToPath(new URL('../../scripts/authz-matrix.mjs', import.meta.url));
    const check = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });
});
