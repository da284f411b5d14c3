/**
 * Secrets out of the shared folder: the pepper (and any connection secret) from the environment or a
 * mounted file (`*_FILE`); DATA_DIR/secrets.json only when neither is given.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestApp } from './helpers/app.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'vigia-secrets-'));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const PEPPER = 'a'.repeat(64);

describe('configuration of secrets', () => {
  it('reads NAME_FILE into NAME, dropping the trailing newline', async () => {
    await writeFile(path.join(folder, 'pepper'), `${PEPPER}\n`, { mode: 0o600 });
    await writeFile(path.join(folder, 'db'), 'postgres://vigia:s3nh4@db:5432/vigia\n', { mode: 0o600 });
    await writeFile(path.join(folder, 'aws'), 'segredo-aws', { mode: 0o600 });
    const config = loadConfig({
      VIGIA_PEPPER_FILE: path.join(folder, 'pepper'),
      DATABASE_URL_FILE: path.join(folder, 'db'),
      STORAGE_URL: 's3://vigia-data',
      AWS_ACCESS_KEY_ID: 'chave',
      AWS_SECRET_ACCESS_KEY_FILE: path.join(folder, 'aws'),
    });
    expect(config.pepper).toBe(PEPPER);
    expect(config.databaseUrl).toBe('postgres://vigia:s3nh4@db:5432/vigia');
    expect(config.storage).toMatchObject({ credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo-aws' } });
  });

  it('takes the value itself from the environment, and nothing when neither is set', () => {
    expect(loadConfig({ VIGIA_PEPPER: PEPPER }).pepper).toBe(PEPPER);
    expect(loadConfig({}).pepper).toBeUndefined();
  });

  it('refuses to start on an ambiguous, unreadable, empty or short secret', async () => {
    await writeFile(path.join(folder, 'empty'), '\n');
    expect(() => loadConfig({ VIGIA_PEPPER: PEPPER, VIGIA_PEPPER_FILE: path.join(folder, 'pepper') })).toThrow(/both set/);
    expect(() => loadConfig({ SMTP_URL_FILE: path.join(folder, 'missing') })).toThrow(/SMTP_URL_FILE: cannot read .* \(ENOENT\)/);
    expect(() => loadConfig({ VIGIA_PEPPER_FILE: path.join(folder, 'empty') })).toThrow(/is empty/);
    expect(() => loadConfig({ VIGIA_PEPPER: 'curta' })).toThrow(/at least 32 characters/);
  });
});

// Restarts on one data folder, so one database: the embedded one (each PostgreSQL test app gets a fresh database).
if (!process.env.TEST_DATABASE_URL) describe('a control plane with the pepper from the environment', { timeout: 120_000 }, () => {
  it('writes no secrets.json, and sessions hold across a restart only with the same pepper', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vigia-pepper-'));
    try {
      const first = await startTestApp({ dataDir, pepper: PEPPER });
      const admin = await first.signIn('admin@demo.local');
      expect((await admin.get('/auth/whoami')).status).toBe(200);
      await first.close();
      expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);

      const same = await startTestApp({ dataDir, pepper: PEPPER });
      const again = same.client();
      for (const [name, value] of admin.cookies) again.cookies.set(name, value);
      expect((await again.get('/auth/whoami')).status).toBe(200);
      await same.close();

      const other = await startTestApp({ dataDir, pepper: 'b'.repeat(64) });
      const refused = other.client();
      for (const [name, value] of admin.cookies) refused.cookies.set(name, value);
      expect((await refused.get('/auth/whoami')).status).toBe(401);
      await other.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
