// PostgreSQL connections of the benches (pg is the control plane's own).
import { randomBytes } from 'node:crypto';
import { onCleanup } from './cleanup.mjs';
import { pg } from './control-plane-deps.mjs';

/**
 * On Ctrl-C the cleanup drops the database WITH (FORCE) while a connection may still be open; the
 * pending query rejects with the reason, so the connection's own 'error' event must not crash us.
 */
export function quietOnDrop(clientOrPool) {
  clientOrPool.on('error', () => {});
  return clientOrPool;
}

/** Runs `fn` with a client connected to `connectionString`, ended afterwards whatever happens. */
export async function withClient(connectionString, fn, { quiet = false } = {}) {
  const client = new pg.Client({ connectionString });
  if (quiet) quietOnDrop(client);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database replaced by `name`. */
export const databaseUrlOf = (serverUrl, name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;

/**
 * A new database named `<prefix>_<random>` on the server of `serverUrl`: its URL and a `drop()`
 * (WITH FORCE, so connections still open do not stop it). Benches never run on the database they
 * are given: runs one after another (or side by side) would share its rows and its rate limits.
 */
export async function createThrowawayDatabase(serverUrl, prefix = 'vigia_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return { name, url: databaseUrlOf(serverUrl, name), drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/**
 * A throwaway database for this bench run (see createThrowawayDatabase), dropped by the cleanups
 * (on success, failure or Ctrl-C); its name, URL and `drop()`, which drops it now (and leaves the cleanups).
 */
export async function benchDatabase(serverUrl, prefix) {
  const database = await createThrowawayDatabase(serverUrl, prefix);
  return { ...database, drop: onCleanup(`DROP DATABASE ${database.name}`, database.drop) };
}
