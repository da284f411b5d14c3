import type { Logger } from 'pino';
import type { Db } from '../lib/db.js';
import { heartbeat, lockScan, type ScanRow } from './scans.repository.js';

/** Another worker took the scan over: the runner stops quietly. */
export class LeaseLost extends Error {}

/** The scan row, locked for the transaction, while `workerId` still holds its lease; LeaseLost otherwise. */
export async function lockLeasedScan(trx: Db, scanId: string, workerId: string): Promise<ScanRow> {
  const locked = await lockScan(trx, scanId);
  if (!locked || locked.worker_id !== workerId || locked.status !== 'running') throw new LeaseLost();
  return locked;
}

/**
 * Refreshes the lease three times per stale period (at least once a second); `onLost` runs when
 * another worker took it over. Returns the function that stops the refreshing.
 */
export function keepLease(
  db: Db,
  lease: { scanId: string; workerId: string; staleSeconds: number },
  logger: Logger,
  onLost: () => void,
): () => void {
  const { scanId, workerId, staleSeconds } = lease;
  const beat = setInterval(() => {
    heartbeat(db, scanId, workerId).then(
      (held) => {
        if (!held) onLost();
      },
      (error: unknown) => logger.warn({ err: error, scanId }, 'scan heartbeat failed'),
    );
  }, Math.max(1000, Math.floor((staleSeconds * 1000) / 3)));
  beat.unref();
  return () => clearInterval(beat);
}
