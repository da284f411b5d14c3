import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { DataDirLockedError } from '../src/db/lock.js';

/** Embedded mode only: two processes on one PGlite folder would corrupt it. */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vigia-cp-lock-'));
  dirs.push(dir);
  return dir;
}

describe('embedded data folder', () => {
  it('refuses a second start on the same DATA_DIR, allows it after the first stops, and takes over stale locks', async () => {
    const dataDir = await tempDir();
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl: undefined };
    const first = await createApp(config);
    try {
      const second = createApp(config);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(createApp(config)).rejects.toThrow(/already in use by another control plane \(pid \d+\)/);
      const secrets = fs.statSync(path.join(dataDir, 'secrets.json'));
      expect(secrets.mode & 0o777).toBe(0o600);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'control-plane.lock'))).toBe(false);

    // A lock left by a process that no longer exists is stale.
    fs.writeFileSync(path.join(dataDir, 'control-plane.lock'), '2147483646\n');
    const pepper = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).pepper;
    const again = await createApp(config);
    try {
      // Same secrets and data as before: reused, not regenerated or reseeded.
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).pepper).toBe(pepper);
      expect(await again.db.selectFrom('tenants').select('name').execute()).toEqual([{ name: 'Demo' }]);
    } finally {
      await again.close();
    }
    // Three embedded starts with migrations on PGlite: over 30 s on a loaded machine.
  }, 120_000);
});
