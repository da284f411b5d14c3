/** The served SARIF of a scan: the stored file, annotated with suppressions and baseline states at the time of the request. */
import { toSarif, type SarifLog } from '@vigia/scanner';
import type { Db } from '../lib/db.js';
import { loadFindings, type ScanRow } from '../scans/scans.repository.js';
import { annotateSarif } from './sarif-annotate.js';
import { currentFindings, previousScanOf } from './sarif-baseline.repository.js';

export async function annotatedSarif(db: Db, row: ScanRow, stored: Buffer): Promise<Buffer> {
  const log = JSON.parse(stored.toString('utf8')) as SarifLog;
  const current = await currentFindings(db, row.tenant_id, row.id);
  const previousId = await previousScanOf(db, row);
  const previous = previousId ? await loadFindings(db, row.tenant_id, previousId) : null;
  return Buffer.from(JSON.stringify(annotateSarif(log, current, previous, (gone) => toSarif(gone)), null, 2));
}
