/** Scans of a small tree that changes between runs: what the triage and gate suites compare. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Client } from './client.js';
import { FIXTURE_FILES, tarGzOf, uploadScan, waitForScan, writeTree } from './scans.js';

/** The fixture tree with `shift` blank lines on top of src/app.js and, optionally, without its eval line. */
export function fixtureTree(options: { shift?: number; withoutEval?: boolean; extra?: string } = {}): Record<string, string> {
  let app = FIXTURE_FILES['src/app.js'] ?? '';
  if (options.withoutEval) app = app.replace('  eval(req.query.code);\n', '');
  if (options.extra) app += options.extra;
  return { ...FIXTURE_FILES, 'src/app.js': '\n'.repeat(options.shift ?? 0) + app };
}

/** Uploads the tree as the session, waits for the scan, expects it completed and returns its id. */
export async function scanTree(
  baseUrl: string,
  session: Client,
  projectId: string,
  files: Record<string, string>,
  refs: { branch?: string; baseRef?: string; bearer?: string } = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vigia-tracked-'));
  try {
    await writeTree(dir, files);
    const res = await uploadScan(baseUrl, await tarGzOf(dir), {
      ...(refs.bearer ? { bearer: refs.bearer } : { session, projectId }),
      ...(refs.branch ? { branch: refs.branch } : {}),
      ...(refs.baseRef ? { baseRef: refs.baseRef } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const scanId = res.body.scanId as string;
    const status = await waitForScan(session, scanId, projectId);
    expect(status.stage).toBe('completed');
    return scanId;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
