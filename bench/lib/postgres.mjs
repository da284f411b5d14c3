// PostgreSQL connections of the benches (pg is the control plane's own).
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
