import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { expect } from 'vitest';
import { createApp, type ControlPlane } from '../../src/app.js';
import { loadConfig, type Config, type ScanConfig } from '../../src/config.js';
import { Client } from './client.js';
import { linkToken, startSmtp, type TestSmtp } from './smtp.js';

export interface TestApp {
  cp: ControlPlane;
  url: string;
  smtp: TestSmtp;
  dataDir: string;
  /** A new anonymous client (its own cookie jar and client address). */
  client(): Client;
  /** Signs in through the real magic-link flow: request, SMTP message, callback. */
  signIn(email: string): Promise<Client>;
  close(): Promise<void>;
}

/** Creates a uniquely named database on the TEST_DATABASE_URL server; returns its URL and a dropper. */
async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vigia_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Starts the real control plane on a free port with a fresh temporary DATA_DIR: PGlite by default,
 * or a fresh PostgreSQL database when TEST_DATABASE_URL is set. Mail goes to a real SMTP server.
 */
export async function startTestApp(
  overrides: Partial<Omit<Config, 'scans'>> & { scans?: Partial<ScanConfig> } = {},
  options: { clock?: () => Date; logger?: Logger; resolve?: (hostname: string) => Promise<string[]> } = {},
): Promise<TestApp> {
  // A given data folder is the caller's to remove (a test that restarts on the same folder).
  const ownDataDir = overrides.dataDir !== undefined;
  const dataDir = overrides.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'vigia-cp-test-')));
  const smtp = await startSmtp();
  const usePostgres = process.env.TEST_DATABASE_URL && !('databaseUrl' in overrides);
  const postgres = usePostgres ? await createPostgresDatabase(process.env.TEST_DATABASE_URL as string) : undefined;
  const base = loadConfig({}, dataDir);
  const config: Config = {
    ...base,
    dataDir,
    databaseUrl: postgres?.url,
    smtpUrl: smtp.url,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    validateResponses: true,
    ...overrides,
    // No sample scan in tests unless asked for; idle workers look for jobs every second.
    scans: { ...base.scans, sampleScan: false, pollSeconds: 1, ...overrides.scans },
  };
  let cp: ControlPlane;
  try {
    cp = await createApp(config, options);
  } catch (error) {
    await smtp.close();
    await postgres?.drop();
    throw error;
  }
  const { url } = await cp.listen(0, '127.0.0.1');

  const app: TestApp = {
    cp,
    url,
    smtp,
    dataDir,
    client: () => new Client(url),
    async signIn(email) {
      const client = new Client(url);
      const requested = await client.post('/auth/local/login', { email });
      expect(requested.status).toBe(202);
      const token = linkToken(await smtp.nextMessage(email));
      const verified = await client.get(`/auth/local/callback?token=${token}`);
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      return client;
    },
    async close() {
      await cp.close();
      await smtp.close();
      await postgres?.drop();
      if (!ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}
