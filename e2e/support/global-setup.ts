// Starts a real SMTP server and the whole Vigia stack (control plane on PGlite + gateway + web)
// on fresh data, exactly as `npm start` does, and stops them after the run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailServer } from './mail-server.js';
// The launcher is shared with `npm start`; it only spawns the built programs.
import { startStack } from '../../scripts/lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vigia-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const mail = await startMailServer(mailDir);
  const port = Number(process.env.E2E_PORT ?? 4500);
  const stack = await startStack({
    root,
    dataDir: path.join(workDir, 'data'),
    port,
    controlPlanePort: port + 100,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // One file per checkpoint, a pause between them: a scan of the sample lasts long enough for
      // the browser to see it run (its 10 s poll, then the live stream), as a large tree would.
      SCAN_BATCH_FILES: '1',
      SCAN_BATCH_DELAY_MS: '800',
      // Development mode for webhooks: the specs' receiver listens on loopback over plain HTTP.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
    },
    quiet: true,
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await stack.stop();
    await mail.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
