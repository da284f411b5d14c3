/** Writes a scan's artifact files under DATA_DIR/artifacts and records them (kind, size, sha256). */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../lib/db.js';
import { artifactsDir } from '../scans/scan-paths.js';
import { upsertArtifact } from './artifacts.repository.js';

/** Codes of a storage that cannot take the file: full, over quota or size limit, read-only, not writable. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR']);

/** An artifact could not be written to DATA_DIR/artifacts (nothing of it was kept). */
export class ArtifactStorageError extends Error {
  readonly storageRefused: boolean;

  constructor(name: string, cause: unknown) {
    const code = (cause as { code?: unknown } | undefined)?.code;
    super(`artifact ${name} could not be written${typeof code === 'string' ? ` (${code})` : ''}`, { cause });
    this.name = 'ArtifactStorageError';
    this.storageRefused = typeof code === 'string' && STORAGE_CODES.has(code);
  }
}

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
  const file = path.join(dir, artifact.name);
  const bytes = Buffer.from(artifact.content, 'utf8');
  const temporary = `${file}.tmp`;
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, file);
  } catch (error) {
    // A full or read-only disk stops the write midway: leave no partial file behind.
    await rm(temporary, { force: true }).catch(() => undefined);
    throw new ArtifactStorageError(artifact.name, error);
  }
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
