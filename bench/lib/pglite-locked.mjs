import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpImport } from './control-plane-deps.mjs';

/**
 * Opens DATA_DIR/pglite the way the control plane does, holding its lock file
 * (DATA_DIR/control-plane.lock, see control-plane/src/db/lock.ts) so nothing else opens it meanwhile.
 */
export async function withPgliteLocked(dataDir, fn) {
  const lockFile = join(dataDir, 'control-plane.lock');
  if (existsSync(lockFile)) {
    const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (isAlive(holder)) throw new Error(`${lockFile} ainda pertence ao processo ${holder}`);
    rmSync(lockFile, { force: true }); // stale: the control plane was killed
  }
  writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
  try {
    const { PGlite } = await cpImport('node_modules/@electric-sql/pglite/dist/index.js');
    const { pg_trgm } = await cpImport('node_modules/@electric-sql/pglite/dist/contrib/pg_trgm.js');
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(lockFile, { force: true });
  }
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
