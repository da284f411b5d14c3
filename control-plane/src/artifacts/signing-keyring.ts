/**
 * The keys that sign artifact download URLs, one keyring per tenant (table signing_keys).
 *
 * - A key is 32 random bytes, stored encrypted with AES-256-GCM under a key derived (HKDF) from
 *   secrets.json, with the tenant and key id as additional data (a row copied elsewhere does not
 *   decrypt). The database never holds a signing key in clear.
 * - One active key per tenant (partial unique index); the first signature creates it.
 * - Rotation retires the active key and creates a new one. A retired key keeps verifying until
 *   every URL it may have signed has expired: retired_at + the longest URL life + the cache grace
 *   (a process may sign with its cached active key that long after another process rotated).
 *   Past that it verifies nothing and its row is deleted on the next rotation or lookup.
 * - Keys are cached per process for KEY_CACHE_MS; a kid not in the cache is read from the
 *   database, so a key made by another process verifies at once.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { MAX_SIGNED_URL_TTL_SECONDS } from '../config.js';
import type { Db } from '../lib/db.js';
import { randomToken } from '../lib/crypto.js';
import { seal, unseal } from '../lib/sealed-box.js';

export const KEY_CACHE_MS = 30_000;
/** How long a retired key keeps verifying. */
export const RETIRED_KEY_WINDOW_MS = MAX_SIGNED_URL_TTL_SECONDS * 1000 + KEY_CACHE_MS;

export interface SigningKey {
  kid: string;
  tenantId: string;
  secret: Buffer;
  retiredAt: Date | null;
}

interface Cached {
  key: SigningKey;
  loadedAt: number;
}

/** AES-256-GCM with the tenant and key id as additional data (lib/sealed-box). */
export function sealKey(encryptionKey: Buffer, tenantId: string, kid: string, secret: Buffer): string {
  return seal(encryptionKey, `${tenantId}:${kid}`, secret);
}

export function openKey(encryptionKey: Buffer, tenantId: string, kid: string, sealed: string): Buffer {
  return unseal(encryptionKey, `${tenantId}:${kid}`, sealed);
}

export class SigningKeyring {
  private readonly active = new Map<string, Cached>();
  private readonly byKid = new Map<string, Cached>();

  constructor(
    private readonly db: Db,
    private readonly deps: { encryptionKey: Buffer; clock: () => Date },
  ) {}

  private now(): number {
    return this.deps.clock().getTime();
  }

  private fresh(cached: Cached | undefined): cached is Cached {
    return cached !== undefined && this.now() - cached.loadedAt < KEY_CACHE_MS;
  }

  private remember(key: SigningKey): SigningKey {
    const cached = { key, loadedAt: this.now() };
    this.byKid.set(key.kid, cached);
    if (key.retiredAt === null) this.active.set(key.tenantId, cached);
    return key;
  }

  private toKey(row: { kid: string; tenant_id: string; secret: string; retired_at: Date | null }): SigningKey {
    return {
      kid: row.kid,
      tenantId: row.tenant_id,
      secret: openKey(this.deps.encryptionKey, row.tenant_id, row.kid, row.secret),
      retiredAt: row.retired_at ? new Date(row.retired_at) : null,
    };
  }

  /** Forgets the cached active keys (cache clear): the next signature reads the key from the database. */
  clearCache(): void {
    this.active.clear();
  }

  /** The tenant's active key, created on first use. */
  async activeKey(tenantId: string): Promise<SigningKey> {
    const cached = this.active.get(tenantId);
    if (this.fresh(cached)) return cached.key;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const row = await this.db
        .selectFrom('signing_keys')
        .select(['kid', 'tenant_id', 'secret', 'retired_at'])
        .where('tenant_id', '=', tenantId)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      if (row) return this.remember(this.toKey(row));
      // None yet: create it; a concurrent creator wins the unique index and we read theirs.
      await this.insertKey(this.db, tenantId, true);
    }
    throw new Error(`could not create a signing key for tenant ${tenantId}`);
  }

  private async insertKey(db: Db, tenantId: string, ifNone: boolean): Promise<string> {
    const kid = randomToken(12);
    const secret = randomBytes(32);
    const query = db.insertInto('signing_keys').values({
      kid,
      tenant_id: tenantId,
      secret: sealKey(this.deps.encryptionKey, tenantId, kid, secret),
      created_at: this.deps.clock(),
    });
    if (ifNone) await query.onConflict((oc) => oc.column('tenant_id').where('retired_at', 'is', null).doNothing()).execute();
    else await query.execute();
    return kid;
  }

  /**
   * The key that may verify a URL naming `kid`: active, or retired less than RETIRED_KEY_WINDOW_MS
   * ago. Undefined for an unknown, foreign-looking or expired key.
   */
  async verificationKey(kid: string): Promise<SigningKey | undefined> {
    let cached = this.byKid.get(kid);
    if (!this.fresh(cached)) {
      this.byKid.delete(kid);
      const row = await this.db
        .selectFrom('signing_keys')
        .select(['kid', 'tenant_id', 'secret', 'retired_at'])
        .where('kid', '=', kid)
        .executeTakeFirst();
      if (!row) return undefined;
      cached = { key: this.toKey(row), loadedAt: this.now() };
      this.byKid.set(kid, cached);
    }
    const key = cached.key;
    if (key.retiredAt !== null && this.now() - key.retiredAt.getTime() >= RETIRED_KEY_WINDOW_MS) {
      this.byKid.delete(kid);
      await this.purgeExpired(this.db, key.tenantId);
      return undefined;
    }
    return key;
  }

  /** Deletes the tenant's keys retired longer ago than the window. */
  private async purgeExpired(db: Db, tenantId: string): Promise<void> {
    const cutoff = new Date(this.now() - RETIRED_KEY_WINDOW_MS);
    await db.deleteFrom('signing_keys').where('tenant_id', '=', tenantId).where('retired_at', '<=', cutoff).execute();
  }

  /**
   * Retires the tenant's active key (if any) and creates a new active one, in the caller's
   * transaction. Rotations of one tenant are serialised on its row.
   */
  async rotate(trx: Db, tenantId: string): Promise<{ kid: string; createdAt: Date; retiredKid: string | null; retiredUntil: Date | null }> {
    await sql`SELECT id FROM tenants WHERE id = ${tenantId} FOR UPDATE`.execute(trx);
    const now = this.deps.clock();
    const retired = await trx
      .updateTable('signing_keys')
      .set({ retired_at: now })
      .where('tenant_id', '=', tenantId)
      .where('retired_at', 'is', null)
      .returning('kid')
      .executeTakeFirst();
    const kid = await this.insertKey(trx, tenantId, false);
    await this.purgeExpired(trx, tenantId);
    this.active.delete(tenantId);
    if (retired) this.byKid.delete(retired.kid);
    return {
      kid,
      createdAt: now,
      retiredKid: retired?.kid ?? null,
      retiredUntil: retired ? new Date(now.getTime() + RETIRED_KEY_WINDOW_MS) : null,
    };
  }
}
