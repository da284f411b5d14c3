/**
 * Runs the authorization matrix: every operation of the contract for every caller, compared with
 * the reviewed table in expected-matrix.yaml. Outcomes are status classes: "2xx" for any success,
 * the exact status otherwise (401, 403, 404, 422...).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { loadContract, type OperationSpec } from '../../src/http/contract.js';
import type { OperationId } from '../../src/http/operation.js';
import { REQUESTS, RUN_LAST, type MatrixRequest } from './requests.js';
import { CALLERS, type Caller, type CallerName, type World } from './world.js';

export const EXPECTED_MATRIX_PATH = fileURLToPath(new URL('./expected-matrix.yaml', import.meta.url));

export type Outcome = string;
export type MatrixRow = Record<CallerName, Outcome>;
export type Matrix = Record<string, MatrixRow>;

export function outcomeOf(status: number): Outcome {
  return status >= 200 && status < 300 ? '2xx' : String(status);
}

/** The reviewed table; YAML reads 401 as a number and 2xx as a string: every cell becomes a string. */
export function loadExpectedMatrix(): Matrix {
  const rows = (YAML.parse(readFileSync(EXPECTED_MATRIX_PATH, 'utf8')) ?? {}) as Record<string, Record<string, unknown>>;
  return Object.fromEntries(
    Object.entries(rows).map(([operationId, row]) => [operationId, Object.fromEntries(Object.entries(row).map(([caller, cell]) => [caller, String(cell)])) as MatrixRow]),
  );
}

/** The contract's operations in the order the matrix calls them (RUN_LAST at the end). */
export function contractOperations(): OperationSpec[] {
  const all = [...loadContract({ validateResponses: false }).values()];
  const last = (spec: OperationSpec) => RUN_LAST.indexOf(spec.operationId as OperationId);
  return [...all.filter((spec) => last(spec) < 0), ...RUN_LAST.map((id) => all.find((spec) => spec.operationId === id)).filter((spec) => spec !== undefined)];
}

export interface Answer {
  status: number;
  /** code and message of a JSON error, for the diff. */
  detail: string;
}

export interface SendOptions {
  /** Send the session's X-CSRF-Token on mutations (default true); a string sends that value instead. */
  csrf?: boolean | string;
  /** Another bearer than the caller's (the expired token). */
  bearer?: string;
}

/** Sends one operation's request as the caller; reads only the status and a JSON error's code. */
export async function send(world: World, caller: Caller, spec: OperationSpec, request: MatrixRequest, options: SendOptions = {}): Promise<Answer> {
  const { targets } = world;
  let pathname = spec.path;
  for (const [name, value] of Object.entries(request.path ?? {})) pathname = pathname.replace(`{${name}}`, encodeURIComponent(value));
  if (pathname.includes('{')) throw new Error(`${spec.operationId}: path parameters missing in ${pathname}`);
  const url = new URL(pathname, world.app.url);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);

  const headers: Record<string, string> = {
    ...caller.client.defaultHeaders,
    // Every call targets tenant A and its project.
    'X-Tenant-ID': targets.tenantId,
    'X-Project-ID': targets.projectId,
  };
  const cookies = [...caller.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (cookies) headers.cookie = cookies;
  const csrf = options.csrf ?? true;
  if (spec.method !== 'get' && csrf !== false) {
    const value = typeof csrf === 'string' ? csrf : caller.client.csrfToken;
    if (value) headers['X-CSRF-Token'] = value;
  }
  const bearer = options.bearer ?? caller.bearer;
  if (bearer) headers.authorization = `Bearer ${bearer}`;

  let body: FormData | string | undefined;
  if (request.form) body = request.form();
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method: spec.method.toUpperCase(), headers, ...(body !== undefined ? { body } : {}) });
  let detail = '';
  if (res.headers.get('content-type')?.includes('application/json')) {
    const json = (await res.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    if (json && res.status >= 400) detail = `${json.code ?? ''} ${json.message ?? ''}`.trim();
  } else {
    // Downloads and event streams: the status is all the matrix needs.
    await res.body?.cancel();
  }
  return { status: res.status, detail };
}

export interface Cell {
  operationId: string;
  caller: CallerName;
  expected: Outcome | undefined;
  actual: Outcome;
  detail: string;
}

/** Calls every operation as every caller; returns the observed matrix and every cell. */
export async function runMatrix(world: World, operations: OperationSpec[], expected: Matrix): Promise<{ observed: Matrix; cells: Cell[] }> {
  const observed: Matrix = {};
  const cells: Cell[] = [];
  let seq = 0;
  for (const spec of operations) {
    const build = REQUESTS[spec.operationId as OperationId];
    if (!build) throw new Error(`no request for ${spec.operationId} in test/authz/requests.ts`);
    const row = {} as MatrixRow;
    for (const name of CALLERS) {
      seq += 1;
      const answer = await send(world, world.callers[name], spec, build({ targets: world.targets, seq, sourceArchive: world.sourceArchive }));
      row[name] = outcomeOf(answer.status);
      cells.push({ operationId: spec.operationId, caller: name, expected: expected[spec.operationId]?.[name], actual: row[name], detail: answer.detail });
    }
    observed[spec.operationId] = row;
  }
  return { observed, cells };
}

/** One line per unexpected cell, readable in a test failure. */
export function describeMismatches(cells: Cell[]): string {
  return cells
    .filter((cell) => cell.expected !== cell.actual)
    .map((cell) => `${cell.operationId} × ${cell.caller}: expected ${cell.expected ?? '(missing)'}, got ${cell.actual}${cell.detail ? ` (${cell.detail})` : ''}`)
    .join('\n');
}

/** The observed matrix as YAML rows, the format of expected-matrix.yaml (for review when it changes). */
export function matrixYaml(matrix: Matrix): string {
  return Object.entries(matrix)
    .map(([operationId, row]) => `${operationId}: { ${CALLERS.map((name) => `${name}: ${row[name]}`).join(', ')} }`)
    .join('\n');
}
