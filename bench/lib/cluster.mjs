// Vigia as a cluster on loopback (issue 31), shared by bench/cluster.mjs and the deploy package's
// integration test: a fresh database on the running PostgreSQL, s3rver, the test SMTP server,
// N control-plane API processes (WORKER_CONCURRENCY=0), N workers, N gateways and HAProxy with the
// repository's deploy/haproxy/haproxy.cfg in front. No process shares a data folder with another:
// everything they share is the database and the bucket. Each process can be killed and restarted.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launch, stopChild, waitForHttp } from '../../scripts/lib/stack.mjs';
import { createThrowawayDatabase, withClient } from './postgres.mjs';

const BUCKET = 'vigia-cluster';
export const DEFAULT_ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Ports from `base`: balancer public/internal, then gateways, APIs and workers' probes. */
function portsFrom(base, count) {
  const range = (offset) => Array.from({ length: count }, (_, i) => base + offset + i);
  return { public: base, internal: base + 1, gateways: range(10), apis: range(20), workers: range(30) };
}

export function haproxyAvailable() {
  return spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status === 0;
}

/** One restartable process of the cluster; `url` is where its probes answer. */
class Member {
  constructor({ name, kind, script, env, url, logFile }) {
    Object.assign(this, { name, kind, script, env, url, logFile, child: undefined, restarts: 0 });
  }

  async start() {
    this.child = launch(this.name, this.script, this.env, { logFile: this.logFile });
    try {
      await waitForHttp(`${this.url}/readyz`, this.child, this.name);
    } catch (error) {
      error.message += `\n${this.logTail.slice(-20).join('\n')}`;
      throw error;
    }
  }

  /** SIGKILL: no drain, no goodbye (a crash, an OOM kill, a lost node). */
  async kill() {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  async restart() {
    this.restarts += 1;
    await this.start();
  }

  stop() {
    return this.child ? stopChild(this.child) : Promise.resolve();
  }

  get logTail() {
    return (this.child?.logTail ?? []).map((line) => `[${this.name}] ${line}`);
  }
}

async function startS3(cpRequire, directory) {
  const S3rver = cpRequire('s3rver');
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** HAProxy in the foreground (-db) with the repository's configuration; addresses through its env. */
async function startBalancer(root, ports, logFile) {
  const env = {
    ...process.env,
    VIGIA_LB_PUBLIC: `127.0.0.1:${ports.public}`,
    VIGIA_LB_INTERNAL: `127.0.0.1:${ports.internal}`,
    VIGIA_LB_TRUSTED: '127.0.0.1',
  };
  ports.gateways.forEach((port, i) => (env[`VIGIA_GATEWAY_${i + 1}`] = `127.0.0.1:${port}`));
  ports.apis.forEach((port, i) => (env[`VIGIA_API_${i + 1}`] = `127.0.0.1:${port}`));
  const out = openSync(logFile, 'a');
  const child = spawn('haproxy', ['-db', '-f', join(root, 'deploy/haproxy/haproxy.cfg')], { env, stdio: ['ignore', out, out] });
  closeSync(out);
  return child;
}

/**
 * Starts the cluster. Options: root, basePort (uses basePort..basePort+39), size (processes of each
 * kind, default 2), adminDatabaseUrl, env (extra variables for every Vigia process).
 * Returns { url (the balancer), internalUrl, smtp, members: { apis, workers, gateways }, databaseUrl,
 * query(sql, params), logTail(), stop() }.
 */
export async function startCluster({ root, basePort, size = 2, adminDatabaseUrl = DEFAULT_ADMIN_DATABASE_URL, env = {} }) {
  const cpRequire = createRequire(join(root, 'control-plane/package.json'));
  const { startTestSmtp } = await import('@vigia/test-support/smtp');
  const ports = portsFrom(basePort, size);
  const work = mkdtempSync(join(tmpdir(), 'vigia-cluster-'));
  const undo = [() => rmSync(work, { recursive: true, force: true })];
  const stop = async () => {
    while (undo.length) {
      try {
        await undo.pop()();
      } catch (error) {
        console.error(`cluster: limpeza falhou: ${error.message}`);
      }
    }
  };
  try {
    const { url: databaseUrl, drop } = await createThrowawayDatabase(adminDatabaseUrl, 'vigia_cluster');
    undo.push(drop);
    mkdirSync(join(work, 's3'));
    const s3 = await startS3(cpRequire, join(work, 's3'));
    undo.push(() => s3.close());
    const smtp = await startTestSmtp();
    undo.push(() => smtp.close());

    const url = `http://127.0.0.1:${ports.public}`;
    const internalUrl = `http://127.0.0.1:${ports.internal}`;
    const shared = {
      DATABASE_URL: databaseUrl,
      STORAGE_URL: `s3://${BUCKET}/vigia`,
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
      VIGIA_PEPPER: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      PUBLIC_URL: url,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      SEED_SAMPLE_SCAN: 'false',
      ...env,
    };
    const member = (kind, i, script, extra, port) => {
      const name = `${kind}${i + 1}`;
      const dataDir = join(work, name);
      mkdirSync(join(dataDir, 'logs'), { recursive: true });
      return new Member({
        name, kind, script: join(root, script), url: `http://127.0.0.1:${port}`, logFile: join(dataDir, 'logs', `${name}.log`),
        env: { ...shared, DATA_DIR: dataDir, ...extra },
      });
    };
    const apis = ports.apis.map((port, i) =>
      member('api', i, 'control-plane/dist/main.js', { CONTROL_PLANE_PORT: String(port), CONTROL_PLANE_HOST: '127.0.0.1', WORKER_CONCURRENCY: '0' }, port));
    const workers = ports.workers.map((port, i) =>
      member('worker', i, 'control-plane/dist/worker.js', { METRICS_PORT: String(port), WORKER_CONCURRENCY: env.WORKER_CONCURRENCY ?? '1' }, port));
    const gateways = ports.gateways.map((port, i) =>
      member('gateway', i, 'gateway/dist/main.js', { PORT: String(port), HOST: '127.0.0.1', CONTROL_PLANE_URL: internalUrl, WEB_DIST: join(root, 'web/dist') }, port));
    const all = [...apis, ...workers, ...gateways];
    undo.push(() => Promise.all(all.map((m) => m.stop())));
    // The first API migrates and seeds the empty database; the others start on a ready schema.
    await apis[0].start();
    await Promise.all([...apis.slice(1), ...workers].map((m) => m.start()));
    await Promise.all(gateways.map((m) => m.start()));
    const balancer = await startBalancer(root, ports, join(work, 'haproxy.log'));
    undo.push(() => stopChild(balancer, 5000));
    await waitForBackends(url, balancer);
    return {
      url,
      internalUrl,
      smtp,
      databaseUrl,
      members: { apis, workers, gateways },
      query: (text, params) => withClient(databaseUrl, (client) => client.query(text, params)),
      logTail: (lines = 20) => all.flatMap((m) => m.logTail.slice(-lines)).join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The balancer's health checks mark servers up after `rise` checks: wait until it routes. */
async function waitForBackends(url, balancer) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (balancer.exitCode !== null) throw new Error(`haproxy terminou ao iniciar (código ${balancer.exitCode})`);
    const response = await fetch(`${url}/readyz`).catch(() => undefined);
    if (response?.ok) return;
    await sleep(200);
  }
  throw new Error(`o balanceador em ${url} não encaminhou a nenhum gateway pronto`);
}
