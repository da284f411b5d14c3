import path from 'node:path';

/**
 * A scan's working folder on this machine, DATA_DIR/scans/<id>: with the local storage it is also
 * where the storage keeps `scans/<id>/...`, so a tree extracted by the API is the worker's too.
 */
export const scanPaths = (dataDir: string, scanId: string) => {
  const dir = path.join(dataDir, 'scans', scanId);
  return {
    dir,
    /** The extracted tree of an archive upload. */
    source: path.join(dir, 'source'),
  };
};

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'tmp', 'uploads');

/** Storage keys of a scan's shared files (any worker resumes from them). */
export const scanKeys = (scanId: string) => {
  const prefix = `scans/${scanId}/`;
  return {
    prefix,
    /** The archive as uploaded (checked by extraction on the API); a worker extracts it again. */
    archive: `${prefix}upload`,
    /** A SARIF upload, as sent. */
    sarif: `${prefix}source.sarif`,
    /** The scannable files, listed once, so batch boundaries survive restarts and a change of worker. */
    files: `${prefix}files.json`,
  };
};

/** The storage key of an artifact file (the local folder keeps it at DATA_DIR/<key>). */
export const artifactKey = (scan: { tenantId: string; projectId: string; scanId: string }, name: string): string =>
  `artifacts/${scan.tenantId}/${scan.projectId}/${scan.scanId}/${name}`;
