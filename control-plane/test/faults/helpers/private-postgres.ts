/**
 * A PostgreSQL 15 cluster of the test's own (initdb in a temporary folder, loopback only), so a
 * fault test can stop and restart the server without touching anyone else's database. Port: a free
 * one (fault files may run in parallel), or FAULTS_PG_PORT. Run as root, the server runs as the
 * `postgres` user.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Fast shutdown: open sessions are terminated, new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops, then starts again on the same port and data. */
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

function asServerUser(command: string, args: string[]): [string, string[]] {
  return userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function exec(command: string, args: string[]): Promise<void> {
  const [file, argv] = asServerUser(command, args);
  await run(file, argv, { timeout: 60_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = process.env.FAULTS_PG_PORT ? Number(process.env.FAULTS_PG_PORT) : await freePort();
  const root = await mkdtemp(path.join(tmpdir(), 'vigia-faults-pg-'));
  // The server user must reach its data folder inside the test's temporary folder.
  await chmod(root, 0o777);
  const data = path.join(root, 'data');
  const log = path.join(root, 'server.log');
  if (userInfo().uid === 0) await run('chown', ['postgres', root]);
  await exec(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => exec(path.join(BIN, 'pg_ctl'), ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
  const stop = () => exec(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    start,
    stop,
    async restart() {
      await stop();
      await start();
    },
    async destroy() {
      await stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the cluster, for one scenario. */
export async function createDatabase(cluster: PrivatePostgres, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return cluster.url.replace(/\/postgres$/, `/${name}`);
}
