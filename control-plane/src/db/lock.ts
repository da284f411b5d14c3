import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `The data folder ${dataDir} is already in use by another control plane (pid ${pid}). ` +
        'Two processes must never open the same embedded database: stop the other process, ' +
        'use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes an exclusive lock on the data folder: a file created with O_EXCL holding our pid.
 * A lock left by a dead process is stale and taken over; a live holder (this process included)
 * makes the call fail with DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'control-plane.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    } catch {
      continue; // Removed meanwhile: try again.
    }
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    // Stale: its process is gone. Re-read right before removing so a lock just taken by a
    // concurrent starter is not deleted.
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(holder) || Number.isNaN(holder)) fs.rmSync(file, { force: true });
    } catch {
      // Removed meanwhile: try again.
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
