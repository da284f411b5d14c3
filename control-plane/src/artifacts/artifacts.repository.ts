import type { Selectable } from 'kysely';
import type { ArtifactsTable } from '../db/scan-tables.js';
import type { Db } from '../lib/db.js';
import { containsPattern, toNumber, totalCount } from '../lib/db.js';
import type { PageWindow } from '../lib/paging.js';

export type ArtifactRow = Selectable<ArtifactsTable>;

export interface ArtifactFilter {
  scanId?: string;
  kinds: string[];
  search?: string;
}

function filtered(db: Db, tenantId: string, projectId: string, filter: ArtifactFilter) {
  let query = db.selectFrom('artifacts').where('tenant_id', '=', tenantId).where('project_id', '=', projectId);
  if (filter.scanId !== undefined) query = query.where('scan_id', '=', filter.scanId);
  if (filter.kinds.length > 0) query = query.where('kind', 'in', filter.kinds);
  const pattern = containsPattern(filter.search);
  if (pattern) query = query.where('name', 'ilike', pattern);
  return query;
}

/** A page of a project's artifacts, newest first (ties by id, so pages never overlap), and the total. */
export async function listArtifacts(
  db: Db,
  tenantId: string,
  projectId: string,
  filter: ArtifactFilter,
  page: PageWindow,
): Promise<{ rows: ArtifactRow[]; total: number }> {
  const rows = await filtered(db, tenantId, projectId, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await filtered(db, tenantId, projectId, filter).select(totalCount()).executeTakeFirstOrThrow();
  return { rows, total: toNumber(count.total) };
}

export async function findArtifact(db: Db, tenantId: string, projectId: string, artifactId: string): Promise<ArtifactRow | undefined> {
  return db
    .selectFrom('artifacts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('project_id', '=', projectId)
    .where('id', '=', artifactId)
    .executeTakeFirst();
}

/** One artifact per scan and kind: a replayed step replaces the row. */
export async function upsertArtifact(
  db: Db,
  artifact: {
    tenantId: string;
    projectId: string;
    scanId: string;
    kind: string;
    name: string;
    contentType: string;
    sizeBytes: number;
    storagePath: string;
    sha256: string;
  },
): Promise<void> {
  const values = {
    tenant_id: artifact.tenantId,
    project_id: artifact.projectId,
    scan_id: artifact.scanId,
    kind: artifact.kind,
    name: artifact.name,
    content_type: artifact.contentType,
    size_bytes: artifact.sizeBytes,
    storage_path: artifact.storagePath,
    sha256: artifact.sha256,
  };
  await db
    .insertInto('artifacts')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'scan_id', 'kind']).doUpdateSet({
        name: values.name,
        content_type: values.content_type,
        size_bytes: values.size_bytes,
        storage_path: values.storage_path,
        sha256: values.sha256,
      }),
    )
    .execute();
}
