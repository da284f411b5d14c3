import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createLogger } from './lib/logger.js';
import { reportStartFailure, shutdownOnSignals } from './lib/process-lifecycle.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const controlPlane = await createApp(config, { logger });
  const { url } = await controlPlane.listen();
  logger.info(
    { url, database: controlPlane.databaseKind, dataDir: config.dataDir, mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `control plane listening on ${url}`,
  );

  shutdownOnSignals(logger, {
    close: () => controlPlane.close(),
    // The grace for requests and scan batches, plus time to close the database.
    timeoutMs: (config.shutdownGraceSeconds + 10) * 1000,
    messages: { stopping: 'shutting down', failed: 'shutdown failed', tooLong: 'shutdown took too long; exiting' },
  });
} catch (error) {
  reportStartFailure(logger, error, 'control plane failed to start');
}
