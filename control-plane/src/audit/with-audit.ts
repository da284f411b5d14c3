import type { Db } from '../lib/db.js';
import type { RequestMeta } from '../lib/request-meta.js';
import type { Actor } from '../policy/index.js';
import { recordAudit, type AuditEntry } from './audit.repository.js';

/** What a change gives back: its result and the audit entry that describes it. */
export interface Audited<T> {
  result: T;
  audit: AuditEntry;
}

/**
 * Runs a change and records its audit entry in one transaction: both happen or neither (a change
 * that throws records nothing; an audit row that cannot be written undoes the change).
 */
export async function withAudit<T>(
  db: Db,
  actor: Actor | { type: 'user'; userId: string },
  request: RequestMeta | null,
  change: (trx: Db) => Promise<Audited<T>>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { result, audit } = await change(trx);
    await recordAudit(trx, actor, request, audit);
    return result;
  });
}
