import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { acquireDataDirLock } from './lock.js';
import { migrationProvider } from './migrations/index.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './database.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** The one way into an embedded PGlite besides Kysely: waits for Kysely's work and holds its session. */
export type PGliteExclusive = <T>(fn: (pglite: PGlite) => Promise<T>) => Promise<T>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL only: the connection string (the job queue and the event listener open their own connections). */
  databaseUrl?: string;
  /** PGlite only: see PGliteDialect.exclusive. */
  exclusive?: PGliteExclusive;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  logger: Logger;
}

/**
 * Opens the database: PostgreSQL through pg.Pool when a URL is given, otherwise the embedded
 * PGlite in DATA_DIR/pglite, guarded by an exclusive lock on the data folder.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Bounded waits: with the server down or restarting a request fails fast (503), never hangs.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    pool.on('error', (error) => options.logger.error({ err: error }, 'idle PostgreSQL client failed'));
    // pg-pool listens for errors only on idle clients: a server shutdown reaching a client checked
    // out between two queries (inside a transaction) would be an uncaught 'error' event and end the
    // process. Handled here, the client's next query fails, the work is retried, the pool drops it.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.logger.warn({ err: error }, 'PostgreSQL connection lost'));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', databaseUrl: options.databaseUrl, close: () => db.destroy() };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const pglite = await PGlite.create(path.join(options.dataDir, 'pglite'), { extensions: { pg_trgm } });
    const dialect = new PGliteDialect(pglite);
    const db = new Kysely<Database>({ dialect });
    return {
      db,
      kind: 'pglite',
      exclusive: (fn) => dialect.exclusive(fn),
      async close() {
        try {
          await db.destroy();
          await pglite.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Applies every pending migration; throws when one fails. */
export async function migrate(db: Kysely<Database>, logger: Logger): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Success') logger.info({ migration: result.migrationName }, 'migration applied');
    if (result.status === 'Error') logger.error({ migration: result.migrationName }, 'migration failed');
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** A trivial round trip, used by the health check. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
