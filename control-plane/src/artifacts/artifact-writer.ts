/** Writes a scan's artifact files to the storage (`artifacts/...`) and records them (kind, size, sha256). */
import { createHash } from 'node:crypto';
import type { Db } from '../lib/db.js';
import { artifactKey } from '../scans/scan-paths.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { upsertArtifact } from './artifacts.repository.js';

/** Codes of a storage that cannot take the file: full, over quota or size limit, read-only, not writable. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR']);

/** An artifact could not be written to the storage (nothing of it was kept). */
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
 * Stores the file (whole or not at all: the storage never shows half of it) and upserts its row:
 * the same kind written again replaces both.
 */
export async function writeArtifact(deps: { db: Db; storage: ObjectStorage }, scan: ArtifactScan, artifact: ArtifactFile): Promise<void> {
  const key = artifactKey(scan, artifact.name);
  const bytes = Buffer.from(artifact.content, 'utf8');
  try {
    await deps.storage.put(key, bytes, { contentType: artifact.contentType });
  } catch (error) {
    throw new ArtifactStorageError(artifact.name, error);
  }
  await upsertArtifact(deps.db, {
    ...scan,
    kind: artifact.kind,
    name: artifact.name,
    contentType: artifact.contentType,
    sizeBytes: bytes.length,
    storagePath: key,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
}
