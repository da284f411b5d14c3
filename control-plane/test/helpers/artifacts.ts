/** Fixture artifacts: a completed scan row and files written where the scan runner writes them. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deriveKey } from '../../src/lib/secrets.js';
import { openKey } from '../../src/artifacts/signing-keyring.js';
import type { TestApp } from './app.js';

export async function addScan(app: TestApp, tenantId: string, projectId: string): Promise<string> {
  const row = await app.cp.db
    .insertInto('scans')
    .values({ tenant_id: tenantId, project_id: projectId, status: 'completed', stage: 'completed', finished_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface FixtureArtifact {
  tenantId: string;
  projectId: string;
  scanId: string;
  kind: string;
  name: string;
  contentType: string;
  /** The content, or a file already written under the scan's artifact folder. */
  content?: string | Buffer;
  file?: string;
  createdAt?: Date;
}

export function artifactFolder(app: TestApp, a: { tenantId: string; projectId: string; scanId: string }): string {
  return path.join(app.dataDir, 'artifacts', a.tenantId, a.projectId, a.scanId);
}

export async function addArtifact(app: TestApp, a: FixtureArtifact): Promise<{ id: string; file: string }> {
  const dir = artifactFolder(app, a);
  await mkdir(dir, { recursive: true });
  const file = a.file ?? path.join(dir, a.name);
  if (a.content !== undefined) await writeFile(file, a.content);
  const size = (await stat(file)).size;
  const sha256 = a.content !== undefined ? createHash('sha256').update(a.content).digest('hex') : null;
  const row = await app.cp.db
    .insertInto('artifacts')
    .values({
      tenant_id: a.tenantId,
      project_id: a.projectId,
      scan_id: a.scanId,
      kind: a.kind,
      name: a.name,
      content_type: a.contentType,
      size_bytes: size,
      storage_path: path.relative(app.dataDir, file).split(path.sep).join('/'),
      sha256,
      ...(a.createdAt ? { created_at: a.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, file };
}

/** A stored signing key in clear, decrypted the way the keyring does (from secrets.json). */
export async function storedSigningKey(app: TestApp, kid: string): Promise<Buffer> {
  const secrets = JSON.parse(await readFile(path.join(app.dataDir, 'secrets.json'), 'utf8')) as { pepper: string };
  const row = await app.cp.db.selectFrom('signing_keys').selectAll().where('kid', '=', kid).executeTakeFirstOrThrow();
  return openKey(deriveKey(secrets, 'vigia/signing-keys/v1'), row.tenant_id, row.kid, row.secret);
}
