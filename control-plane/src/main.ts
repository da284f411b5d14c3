import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { createLogger } from './lib/logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const controlPlane = await createApp(config, { logger });
  const { url } = await controlPlane.listen();
  logger.info(
    { url, database: controlPlane.databaseKind, dataDir: config.dataDir, mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `control plane listening on ${url}`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    controlPlane.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'control plane failed to start');
  }
  process.exitCode = 1;
}
