import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { writeTree } from './helpers/scans.js';
import { demoTenant } from './helpers/demo-tenant.js';

/** A small repository with one planted high-severity finding (eval of a request value), plus one inside .git that must not be sent. */
const PLANTED: Record<string, string> = {
  'src/handler.js': ['const express = require("express");', 'const app = express();', 'app.get("/u", (req, res) => {', '  eval(req.query.code);', '});', ''].join('\n'),
  'README.md': '# repositório de teste\n',
  '.git/hooks/pre-commit.js': 'eval(process.argv[2]);\n',
};

let app: TestApp;
let admin: Client;
let tenantId: string;
let banking: string;
let runToken: string;
let repo: string;
let script: string;

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the served client with only POSIX sh, curl, tar and gzip, as a CI runner would. */
function runClient(env: Record<string, string>, args: string[] = []): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      'sh',
      [script, ...args],
      {
        cwd: repo,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: repo, TMPDIR: tmpdir(), VIGIA_URL: app.url, VIGIA_TOKEN: runToken, VIGIA_POLL_SECONDS: '1', ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@demo.local');
  ({ tenantId, banking } = await demoTenant(admin));
  runToken = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'CI', projectId: banking, kind: 'RUN' })).body.secret;
  repo = await mkdtemp(path.join(tmpdir(), 'vigia-ci-repo-'));
  await writeTree(repo, PLANTED);
  const served = await fetch(`${app.url}/api/v1/ci/client.sh`);
  script = path.join(await mkdtemp(path.join(tmpdir(), 'vigia-ci-client-')), 'vigia-ci.sh');
  await writeFile(script, await served.text());
});
afterAll(async () => {
  await app?.close();
  if (repo) await rm(repo, { recursive: true, force: true });
  if (script) await rm(path.dirname(script), { recursive: true, force: true });
});

describe('GET /api/v1/ci/client.sh', () => {
  it('when anyone asks, then the POSIX sh client is served as text without a token in it', async () => {
    const res = await fetch(`${app.url}/api/v1/ci/client.sh`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/x-shellscript/);
    const text = await res.text();
    expect(text.startsWith('#!/bin/sh')).toBe(true);
    expect(text).not.toMatch(/\bjq\b|\bnode\b|\bpython/);
  });
});

describe('the CI client against a running control plane', () => {
  it('when findings at or above failOn exist, then it exits 1, saves the SARIF and prints the summary without the token', async () => {
    const sarif = path.join(path.dirname(script), 'out', 'vigia.sarif');
    const result = await runClient({ VIGIA_FAIL_ON: 'high', VIGIA_SARIF: sarif, VIGIA_BRANCH: 'feature/x', VIGIA_COMMIT: 'abc123', VIGIA_BASE_REF: 'main' });
    expect(result.code, result.stderr + result.stdout).toBe(1);
    expect(result.stdout).toContain('achados: críticos 0, altos 1, médios 0, baixos 0 (total 1)');
    expect(result.stdout).toContain('REPROVADO: 1 achado(s) de severidade alta ou crítica (VIGIA_FAIL_ON=high).');
    expect(result.stdout + result.stderr).not.toContain(runToken);
    const document = JSON.parse(await readFile(sarif, 'utf8')) as { version: string; runs: { results: unknown[] }[] };
    expect(document.version).toBe('2.1.0');
    expect(document.runs[0]?.results).toHaveLength(1);
    const scan = await app.cp.db.selectFrom('scans').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(scan).toMatchObject({ branch: 'feature/x', commit_sha: 'abc123', base_ref: 'main', files_total: 2 });
  });

  it('when nothing reaches failOn, then it exits 0', async () => {
    const result = await runClient({ VIGIA_FAIL_ON: 'critical', VIGIA_SARIF: 'vigia-results.sarif' });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).toContain('APROVADO: nenhum achado de severidade crítica (VIGIA_FAIL_ON=critical).');
  });

  it('when failOn is none, then findings never fail the job, and the SARIF of the last run is not sent again', async () => {
    const result = await runClient({}, ['--fail-on', 'none']);
    expect(result.code, result.stderr).toBe(0);
    const scan = await app.cp.db.selectFrom('scans').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(scan.files_total).toBe(2);
  });

  it('when a pull request has only the target branch\'s findings, then the newOnly gate passes; when it adds a high finding, then it fails and lists it', async () => {
    // The target branch's scan: the planted eval is already there.
    expect((await runClient({ VIGIA_BRANCH: 'main', VIGIA_FAIL_ON: 'none' })).code).toBe(0);
    const pr = { VIGIA_BRANCH: 'feature/pr', VIGIA_BASE_REF: 'main', VIGIA_NEW_ONLY: 'true', VIGIA_FAIL_ON: 'high' };
    const old = await runClient(pr);
    expect(old.code, old.stderr + old.stdout).toBe(0);
    expect(old.stdout).toContain('só achados novos em relação à última análise de main');
    expect(old.stdout).toContain('achados novos: críticos 0, altos 0, médios 0, baixos 0 (total 0)');

    await writeTree(repo, { 'src/added.js': 'const express = require("express");\nconst app = express();\napp.get("/v", (req, res) => {\n  eval(req.query.v);\n});\n' });
    try {
      const added = await runClient(pr);
      expect(added.code, added.stderr + added.stdout).toBe(1);
      expect(added.stdout).toMatch(/novo: high src\/added\.js:4 \S*eval/);
      expect(added.stdout).not.toContain('novo: high src/handler.js');
      expect(added.stdout).toContain('REPROVADO: 1 achado(s) de severidade alta ou crítica (VIGIA_FAIL_ON=high).');
      // Without newOnly (a push build), every open finding counts again.
      expect((await runClient({ VIGIA_BRANCH: 'feature/pr', VIGIA_FAIL_ON: 'high' })).stdout).toContain('achados: críticos 0, altos 2');
    } finally {
      await rm(path.join(repo, 'src/added.js'), { force: true });
    }
  });

  it('when the token is refused, then it exits 2 with the reason, or 0 when errors are allowed', async () => {
    const bad = `RUN_${banking}_notarealsecret`;
    const refused = await runClient({ VIGIA_TOKEN: bad });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('token recusado (HTTP 401)');
    expect(refused.stderr).not.toContain(bad);
    expect((await runClient({ VIGIA_TOKEN: bad }, ['--allow-errors'])).code).toBe(0);
  });

  it('when the server cannot be reached, then it exits 2', async () => {
    const result = await runClient({ VIGIA_URL: 'http://127.0.0.1:9' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('falha de rede');
  });

  it('when the scan does not end in time, then it says so and exits 2', async () => {
    const result = await runClient({ VIGIA_TIMEOUT: '0' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('tempo esgotado');
  });

  it('when the quota is exhausted, then the refusal is explained and it exits 2', async () => {
    const before = await app.cp.db.selectFrom('tenants').select('quota_units').where('id', '=', tenantId).executeTakeFirstOrThrow();
    await app.cp.db.updateTable('tenants').set({ quota_units: 0 }).where('id', '=', tenantId).execute();
    try {
      const result = await runClient({});
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('varredura recusada pela cota do tenant: Cota mensal esgotada');
    } finally {
      await app.cp.db.updateTable('tenants').set({ quota_units: before.quota_units }).where('id', '=', tenantId).execute();
    }
  });
});

describe('GET /api/v1/scans/{scanId}/gate and /sarif', () => {
  it("when a session, nobody or the RUN token asks, then the gate and the SARIF follow the rules of the scan's project", async () => {
    const scan = await app.cp.db.selectFrom('scans').select('id').where('tenant_id', '=', tenantId).where('stage', '=', 'completed').executeTakeFirstOrThrow();
    const gate = await admin.get(`/api/v1/scans/${scan.id}/gate?failOn=medium`);
    expect(gate.status).toBe(200);
    expect(gate.body).toMatch(/^FAIL 1\ncritical=0\nhigh=1\nmedium=0\nlow=0\ntotal=1\nfailOn=medium\n$/);
    expect((await admin.get(`/api/v1/scans/${scan.id}/gate?failOn=severe`)).status).toBe(422);
    expect((await app.client().get(`/api/v1/scans/${scan.id}/gate`)).status).toBe(401);
    expect((await admin.get('/api/v1/scans/00000000-0000-4000-8000-000000000000/gate')).status).toBe(404);
    const gitlab = await app.client().get(`/api/v1/scans/${scan.id}/sarif?format=gitlab`, { bearer: runToken });
    expect(gitlab.status).toBe(200);
    expect(gitlab.body).toMatchObject({ version: '15.0.0', scan: { type: 'sast', status: 'success' }, vulnerabilities: [{ severity: 'High', location: { file: 'src/handler.js', start_line: 4 } }] });
  });
});
