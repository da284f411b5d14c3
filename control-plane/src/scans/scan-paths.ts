import path from 'node:path';

/** Where a scan's files live under DATA_DIR (shared by every API and worker process of a deployment). */
export const scanPaths = (dataDir: string, scanId: string) => {
  const dir = path.join(dataDir, 'scans', scanId);
  return {
    dir,
    /** The extracted tree of an archive upload. */
    source: path.join(dir, 'source'),
    /** A SARIF upload, as sent. */
    sarif: path.join(dir, 'source.sarif'),
    /** The scannable files, listed once, so batch boundaries survive restarts. */
    files: path.join(dir, 'files.json'),
  };
};

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'tmp', 'uploads');

export const artifactsDir = (dataDir: string, tenantId: string, projectId: string, scanId: string): string =>
  path.join(dataDir, 'artifacts', tenantId, projectId, scanId);
