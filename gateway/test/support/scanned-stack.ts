import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create as createTar } from 'tar';
import { expect } from 'vitest';
import { startAdminStack, type AdminStack } from './stack.js';

const PROJECTS = /* GraphQL */ `
  query Projects { listProjects { projects { id name } } }
`;
const SCAN_STATUS = /* GraphQL */ `
  query Status($projectId: UUID, $scanId: UUID) { scanStatus(projectId: $projectId, scanId: $scanId) { stage hasInProgress } }
`;

export interface ScannedStack extends AdminStack {
  /** "Internet Banking" of the seeded tenant. */
  projectId: string;
  /** The completed scan of `files`. */
  scanId: string;
}

/** A small source tree as a .tar.gz, built with node-tar. */
async function tarGz(files: Record<string, string>): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'vigia-gw-src-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of createTar({ gzip: true, cwd: dir, portable: true }, Object.keys(files))) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The real stack (SMTP, built control plane, gateway), the seeded admin signed in through the
 * gateway, and one scan of `files` uploaded through the gateway's proxy and waited to completion.
 */
export async function startScannedStack(files: Record<string, string>): Promise<ScannedStack> {
  const stack = await startAdminStack({ controlPlaneEnv: { QUEUE_POLL_SECONDS: '1', SEED_SAMPLE_SCAN: 'false' } });
  const { controlPlane, gateway, admin } = stack;
  const projects = await admin.client.request<{ listProjects: { projects: Array<{ id: string; name: string }> } }>(PROJECTS);
  const projectId = projects.body.data?.listProjects.projects.find((p) => p.name === 'Internet Banking')?.id ?? '';
  expect(projectId).toBeTruthy();

  const form = new FormData();
  form.append('projectId', projectId);
  form.append('file', new Blob([new Uint8Array(await tarGz(files))], { type: 'application/gzip' }), 'fonte.tar.gz');
  const started = await fetch(`${gateway.url}/api/v1/scans`, {
    method: 'POST',
    headers: { cookie: admin.client.cookieHeader(), 'x-csrf-token': admin.csrfToken },
    body: form,
  });
  const body = (await started.json()) as { scanId: string };
  expect(started.status, JSON.stringify(body)).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await admin.client.request<{ scanStatus: { stage: string; hasInProgress: boolean } }>(SCAN_STATUS, { projectId, scanId: body.scanId });
    if (status.body.data?.scanStatus.hasInProgress === false) {
      expect(status.body.data.scanStatus.stage).toBe('COMPLETED');
      break;
    }
    if (Date.now() > deadline) throw new Error(`scan did not finish: ${JSON.stringify(status.body)}\n${controlPlane.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ...stack, projectId, scanId: body.scanId };
}
