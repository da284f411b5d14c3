import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

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
