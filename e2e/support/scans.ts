// Real scans for e2e setup: a project of the admin's tenant gets a source tree with known findings,
// uploaded through the gateway with a RUN_ token (the CI path) and scanned by the real pipeline.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext } from '@playwright/test';
import { createProject, createProjectToken, graphql, type ProjectRef } from './graphql.js';

const run = promisify(execFile);

/** Lines per file: 2 files x 30 = 60 findings, more than one dashboard page of 50. */
export const LINES_PER_FILE = 30;

/** src/a.js: one eval of request input per line (high); src/c.js: one plain-http endpoint per line (low). */
function sourceFiles(): Record<string, string> {
  const lines = (make: (i: number) => string) => Array.from({ length: LINES_PER_FILE }, (_, i) => make(i + 1)).join('\n') + '\n';
  return {
    'src/a.js': lines((i) => `export const avaliar${i} = (req) => eval(req.query.expressao + '${i}');`),
    'src/c.js': lines((i) => `export const servico${i} = 'http://api.interno.local/servico${i}';`),
  };
}

async function tarGz(files: Record<string, string>): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vigia-e2e-src-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), content);
    }
    const { stdout } = await run('tar', ['-czf', '-', '-C', dir, '.'], { encoding: 'buffer', maxBuffer: 10 * 1024 * 1024 });
    return stdout as unknown as Buffer;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** POST /api/v1/scans through the gateway with a RUN_ token; returns the scan id. */
export async function uploadWithRunToken(token: string, archive: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(archive)]), 'source.tar.gz');
  const response = await fetch(`${process.env.E2E_BASE_URL}/api/v1/scans`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { scanId?: string };
  if (response.status !== 202 || !body.scanId) throw new Error(`upload falhou: ${response.status} ${JSON.stringify(body)}`);
  return body.scanId;
}

/** Waits until the project has no scan in progress. */
export async function waitForScans(adminContext: BrowserContext, project: ProjectRef, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { scanStatus } = await graphql<{ scanStatus: { scanId: string | null; hasInProgress: boolean } }>(
      adminContext,
      'query S($t: UUID, $p: UUID) { scanStatus(tenantId: $t, projectId: $p) { scanId hasInProgress } }',
      { t: project.tenantId, p: project.projectId },
    );
    if (scanStatus.scanId && !scanStatus.hasInProgress) return;
    if (Date.now() > deadline) throw new Error('a análise não terminou a tempo');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Creates a project and scans the generated tree into it; returns the project. */
export async function projectWithFindings(adminContext: BrowserContext, name: string): Promise<ProjectRef> {
  return projectWithTree(adminContext, name, sourceFiles());
}

/** Creates a project and scans the given tree into it (CI path, RUN_ token); returns the project. */
export async function projectWithTree(adminContext: BrowserContext, name: string, files: Record<string, string>): Promise<ProjectRef> {
  const project = await createProject(adminContext, name, 'Projeto com achados gerados para o teste do dashboard');
  await uploadWithRunToken(await createProjectToken(adminContext, name, 'RUN'), await tarGz(files));
  await waitForScans(adminContext, project);
  return project;
}
