import { writeArtifact } from '../artifacts/artifact-writer.js';
import type { Db } from '../lib/db.js';
import type { EngineFinding, ScanEngine } from './scan-engine.js';
import type { ScanRow } from './scans.repository.js';
import { skippedOf } from './skipped-files.js';

/** The scan's result files for download: the findings as SARIF and as Vigia's own JSON. */
export async function writeResultArtifacts(
  deps: { db: Db; dataDir: string; engine: ScanEngine },
  row: ScanRow,
  findings: EngineFinding[],
): Promise<void> {
  const { db, dataDir, engine } = deps;
  const scan = { tenantId: row.tenant_id, projectId: row.project_id, scanId: row.id };
  await writeArtifact({ db, dataDir }, scan, {
    kind: 'SARIF',
    name: 'results.sarif',
    contentType: 'application/sarif+json',
    // An uploaded SARIF's run says nothing of files: the invocation is only ours to write for a tree.
    content: JSON.stringify(row.source_kind === 'sarif' ? engine.toSarif(findings) : engine.toSarif(findings, skippedOf(row)), null, 2),
  });
  await writeArtifact({ db, dataDir }, scan, {
    kind: 'FINDINGS_JSON',
    name: 'findings.json',
    contentType: 'application/json',
    content: JSON.stringify({ scanId: row.id, projectId: row.project_id, branch: row.branch, commit: row.commit_sha, ...skippedOf(row), findings }, null, 2),
  });
}
