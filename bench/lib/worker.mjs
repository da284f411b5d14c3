// A scan worker process (control-plane/dist/worker.js) next to a bench's stack, as the scaled
// deployment runs it; its inspector is open so a bench can read its memory (./inspector.mjs).
import { join } from 'node:path';
import { launch } from '../../scripts/lib/stack.mjs';
import { onCleanup } from './cleanup.mjs';
import { root } from './control-plane-deps.mjs';
import { INSPECT_ANY_PORT } from './inspector.mjs';

/** Starts the worker (stopped by the cleanups), logging to DATA_DIR/logs/worker.log. */
export function startWorker(dataDir, databaseUrl) {
  const worker = launch('worker', join(root, 'control-plane/dist/worker.js'), {
    DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SMTP_URL: '', NODE_OPTIONS: INSPECT_ANY_PORT,
  }, { logFile: join(dataDir, 'logs', 'worker.log') });
  onCleanup('parar worker', () => new Promise((resolve) => {
    if (worker.exitCode !== null) return resolve();
    worker.once('exit', resolve);
    worker.kill('SIGTERM');
  }));
  return worker;
}
