import { sql } from 'kysely';
import type { Db } from '../../lib/db.js';

export interface SecondFactorRow {
  secretSealed: string;
  confirmed: boolean;
  lastUsedStep: number | null;
}

export async function findSecondFactor(db: Db, userId: string): Promise<SecondFactorRow | undefined> {
  const row = await db
    .selectFrom('user_second_factors')
    .select(['secret_sealed', 'confirmed_at', 'last_used_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { secretSealed: row.secret_sealed, confirmed: row.confirmed_at !== null, lastUsedStep: row.last_used_step };
}

/** A new, unconfirmed secret replaces an unconfirmed one; a confirmed factor is never replaced here. */
export async function saveUnconfirmedSecret(db: Db, userId: string, secretSealed: string): Promise<boolean> {
  const row = await db
    .insertInto('user_second_factors')
    .values({ user_id: userId, secret_sealed: secretSealed })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret_sealed: secretSealed, created_at: sql<Date>`now()`, last_used_step: null })
        .where('user_second_factors.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Accepts the code of time step `step` once: only a later step than the last accepted one moves
 * the mark (two requests with the same code, one wins). `confirm` also confirms the enrolment.
 */
export async function acceptTotpStep(db: Db, userId: string, step: number, options: { confirm: boolean }): Promise<boolean> {
  let query = db
    .updateTable('user_second_factors')
    .set({ last_used_step: step, ...(options.confirm ? { confirmed_at: sql<Date>`now()` } : {}) })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]));
  query = options.confirm ? query.where('confirmed_at', 'is', null) : query.where('confirmed_at', 'is not', null);
  return (await query.returning('user_id').executeTakeFirst()) !== undefined;
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Spends one recovery code (atomic: a code works once). */
export async function consumeRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const row = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes the factor and its recovery codes; whether there was a factor. */
export async function deleteSecondFactor(db: Db, userId: string): Promise<boolean> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  const row = await db.deleteFrom('user_second_factors').where('user_id', '=', userId).returning('user_id').executeTakeFirst();
  return row !== undefined;
}
