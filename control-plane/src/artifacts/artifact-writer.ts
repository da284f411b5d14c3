/** Writes a scan's artifact files under DATA_DIR/artifacts and records them (kind, size, sha256). */
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../lib/db.js';
import { artifactsDir } from '../scans/scan-paths.js';
import { upsertArtifact } from './artifacts.repository.js';

export interface ArtifactScan {
  tenantId: string;
  projectId: string;
  scanId: string;
}

export interface ArtifactFile {
  kind: string;
  name: string;
  contentType: string;
  content: string;
}

/**
 * Writes the file (owner-only, through a temporary name so a reader never sees half of it) and
 * upserts its row: the same kind written again replaces both.
 */
export async function writeArtifact(deps: { db: Db; dataDir: string }, scan: ArtifactScan, artifact: ArtifactFile): Promise<void> {
  const dir = artifactsDir(deps.dataDir, scan.tenantId, scan.projectId, scan.scanId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, artifact.name);
  const bytes = Buffer.from(artifact.content, 'utf8');
  await writeFile(`${file}.tmp`, bytes, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  await upsertArtifact(deps.db, {
    ...scan,
    kind: artifact.kind,
    name: artifact.name,
    contentType: artifact.contentType,
    sizeBytes: bytes.length,
    storagePath: path.relative(deps.dataDir, file).split(path.sep).join('/'),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
}
