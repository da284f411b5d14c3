import type { Logger } from 'pino';
import { AppError } from '../lib/errors.js';
import type { ExportLimiter } from './export-limiter.js';

/** How a kind of file build is bounded and how its unexpected failures are told. */
export interface SlotGuard {
  limiter: ExportLimiter;
  logger: Logger;
  /** The log line of a failure that is not ours to explain. */
  logMessage: string;
  /** What the client gets instead of that failure's details (the spec's 500). */
  failure: () => AppError;
}

/** Builds a file in a bounded export slot (503 with Retry-After when full); AppErrors pass, anything else is logged and replaced. */
export function buildInSlot<T>(guard: SlotGuard, what: string, work: () => Promise<T>): Promise<T> {
  return guard.limiter.run(async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      guard.logger.error({ err: error, export: what }, guard.logMessage);
      throw guard.failure();
    }
  });
}
