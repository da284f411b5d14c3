import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../lib/db.js';
import { insertProject } from '../projects/projects.repository.js';
import { countTenants, insertTenant } from '../tenants/tenants.repository.js';
import { insertUser, replaceProjectRoles, upsertMembership } from '../users/users.repository.js';

export const SEED_ACCOUNTS = {
  admin: { email: 'admin@demo.local', name: 'Administrador Demo' },
  analyst: { email: 'analyst@demo.local', name: 'Analista Demo' },
} as const;

/**
 * First-run demo data, only when the database has no tenant: tenant "Demo" with an administrator,
 * an analyst assigned to one project, and two projects.
 */
export async function seedIfEmpty(db: Db, logger: Logger): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    // Processes starting together on one PostgreSQL seed once.
    await sql`select pg_advisory_xact_lock(hashtext('vigia:seed'))`.execute(trx);
    if ((await countTenants(trx)) > 0) return false;
    const tenant = await insertTenant(trx, { name: 'Demo' });
    const admin = await insertUser(trx, SEED_ACCOUNTS.admin);
    const analyst = await insertUser(trx, SEED_ACCOUNTS.analyst);
    await upsertMembership(trx, tenant.id, admin.id, ['TENANT_ADMIN']);
    await upsertMembership(trx, tenant.id, analyst.id, ['ANALYST']);
    const banking = await insertProject(trx, {
      tenantId: tenant.id,
      name: 'Internet Banking',
      description: 'Aplicação web de internet banking',
      environments: ['production', 'staging'],
    });
    await insertProject(trx, {
      tenantId: tenant.id,
      name: 'API Pix',
      description: 'Serviços de pagamento instantâneo',
      environments: ['production', 'staging'],
    });
    await replaceProjectRoles(trx, tenant.id, analyst.id, [{ projectId: banking.id, role: 'ANALYST' }]);
    return true;
  });
  if (seeded) {
    logger.info(
      {
        tenant: 'Demo',
        accounts: [
          { ...SEED_ACCOUNTS.admin, role: 'TENANT_ADMIN' },
          { ...SEED_ACCOUNTS.analyst, role: 'ANALYST', projects: ['Internet Banking'] },
        ],
      },
      'seeded demo data: sign in with a magic link for one of these accounts',
    );
  }
  return seeded;
}
