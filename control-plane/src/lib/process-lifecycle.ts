/** How the control plane's and the worker's processes end: on a signal, or when they cannot start. */
import type { Logger } from 'pino';
import { DataDirLockedError } from '../db/lock.js';

export interface Shutdown {
  /** Closes what the process holds; exit 0 when it resolves, 1 when it fails. */
  close: () => Promise<void>;
  /** Exit 1 when closing takes longer (the process must not hang on a signal). */
  timeoutMs: number;
  messages: { stopping: string; failed: string; tooLong?: string };
}

/** Runs the shutdown once, on the first SIGINT or SIGTERM. */
export function shutdownOnSignals(logger: Logger, shutdown: Shutdown): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, shutdown.messages.stopping);
    const force = setTimeout(() => {
      if (shutdown.messages.tooLong) logger.error(shutdown.messages.tooLong);
      process.exit(1);
    }, shutdown.timeoutMs);
    force.unref();
    shutdown.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, shutdown.messages.failed);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A start that failed: a DATA_DIR held by another process says so plainly; anything else with its error. */
export function reportStartFailure(logger: Logger, error: unknown, message: string): void {
  if (error instanceof DataDirLockedError) logger.fatal(error.message);
  else logger.fatal({ err: error }, message);
  process.exitCode = 1;
}
