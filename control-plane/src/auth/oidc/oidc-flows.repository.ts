import type { Db } from '../../lib/db.js';

export interface OidcFlowRow {
  tenantId: string;
  secretsSealed: string;
  browserHash: string;
  expiresAt: Date;
}

export async function insertOidcFlow(db: Db, values: OidcFlowRow & { stateHash: string }): Promise<void> {
  await db
    .insertInto('oidc_flows')
    .values({
      state_hash: values.stateHash,
      tenant_id: values.tenantId,
      secrets_sealed: values.secretsSealed,
      browser_hash: values.browserHash,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Takes the flow of a state out (atomic: a state works once, whatever happens next). */
export async function takeOidcFlow(db: Db, stateHash: string): Promise<OidcFlowRow | undefined> {
  return db
    .deleteFrom('oidc_flows')
    .where('state_hash', '=', stateHash)
    .returning(['tenant_id as tenantId', 'secrets_sealed as secretsSealed', 'browser_hash as browserHash', 'expires_at as expiresAt'])
    .executeTakeFirst();
}

/** Flows nobody came back from. */
export async function deleteExpiredOidcFlows(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('oidc_flows').where('expires_at', '<', now).execute();
}
