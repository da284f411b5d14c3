import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.js';

/** A Kysely instance or a transaction: repositories take either. */
export type Db = Kysely<Database>;

/** count(*)/sum() come back as number (PGlite) or string (pg); always convert. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return 0;
}

/** Escapes LIKE/ILIKE wildcards so user text is matched literally (with the default \ escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE/ILIKE pattern matching text that contains the trimmed search literally; undefined for a blank one. */
export function containsPattern(search: string | undefined): string | undefined {
  const text = search?.trim();
  return text ? `%${escapeLike(text)}%` : undefined;
}

/** The `total` of a list's count query: how many rows match its filter in all. */
export const totalCount = () => sql<number>`count(*)::int`.as('total');

/**
 * The SET of a patch: the columns it gives (undefined ones are left out, so they keep their stored
 * values) and updated_at now.
 */
export function patchSet<T extends Record<string, unknown>>(columns: T): { [K in keyof T]?: Exclude<T[K], undefined> } & { updated_at: RawBuilder<Date> } {
  const given = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
  return { ...given, updated_at: sql<Date>`now()` };
}
