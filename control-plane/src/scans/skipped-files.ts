/**
 * A scan's files not analysed, as the scan row keeps them: the listing's first, then each batch's in
 * the transaction that commits the batch (so a resumed scan counts each file once), the count exact
 * and the first SKIPPED_FILES_KEPT named.
 */
import { addSkipped } from '@vigia/scanner';
import type { SkippedTally } from './scan-engine.js';
import type { ScanRow, ScanUpdate } from './scans.repository.js';

export function skippedOf(row: ScanRow): SkippedTally {
  return { filesSkipped: row.files_skipped ?? [], filesSkippedCount: row.files_skipped_count };
}

/** The row's columns for a tally. */
export function skippedColumns(tally: SkippedTally): Pick<ScanUpdate, 'files_skipped' | 'files_skipped_count'> {
  return { files_skipped: JSON.stringify(tally.filesSkipped), files_skipped_count: tally.filesSkippedCount };
}

/** The row's tally with a batch's skipped files added. */
export function withBatchSkipped(row: ScanRow, batch: SkippedTally): Pick<ScanUpdate, 'files_skipped' | 'files_skipped_count'> {
  const tally = skippedOf(row);
  const union = { filesSkipped: [...tally.filesSkipped], filesSkippedCount: tally.filesSkippedCount };
  addSkipped(union, batch);
  return skippedColumns(union);
}
