#!/usr/bin/env node
// Restore drill (issue 31): docs/operations.md's backup and restore procedure, run for real on
// loopback. Seeds a tenant on PostgreSQL + S3-compatible storage (a real scan of
// examples/sample-service: scans, findings, artifacts; a token and sign-ins: audit entries), takes
// the backup (pg_dump -Fc, a copy of every object, the pepper), destroys the database, the bucket's
// objects and the data folder, restores into a fresh database and another bucket prefix, starts
// the stack on them and checks: the same counts per table, a signed link made before the backup
// downloads the same bytes, and a session opened before the backup still works. Prints the times.
//
// Usage: node bench/restore-drill.mjs [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--port 4530]
// Needs a PostgreSQL 15+ server (the URL's database is used only to create and drop the drill's
// two databases), pg_dump and pg_restore on the PATH. Build first:
//   pnpm --filter @vigia/control-plane build && pnpm --filter @vigia/gateway build
// Exit code 1 when a check fails.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { waitForScan } from './lib/cluster-client.mjs';
import { cpImport, root } from './lib/control-plane-deps.mjs';
import { positiveIntOf } from './lib/options.mjs';
import { benchDatabase, withClient } from './lib/postgres.mjs';
import { logTail, projectIdOf, signIn, startBenchStack } from './lib/stack.mjs';

const { values: options } = parseArgs({
  options: { 'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' }, port: { type: 'string', default: '4530' } },
});
const port = positiveIntOf(options)('port');
const cpRequire = createRequire(join(root, 'control-plane/package.json'));
const BUCKET = 'vigia-drill';
/** What is counted before and after, per tenant. */
const TABLES = ['scans', 'findings', 'artifacts', 'audit_log', 'api_tokens', 'signing_keys'];
const PREFIXES = ['artifacts/', 'scans/'];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function startS3() {
  const S3rver = cpRequire('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'vigia-drill-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port: s3Port } = await server.run();
  onCleanup('parar s3rver', async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${s3Port}`;
}

/** The stack (control plane with its in-process worker + gateway) on a database and a bucket prefix. */
async function startStack({ dataDir, database, endpoint, prefix, pepperFile }) {
  return startBenchStack({
    root, dataDir, port, controlPlanePort: port + 1, databaseUrl: database,
    env: {
      WORKER_CONCURRENCY: '1', STORAGE_URL: `s3://${BUCKET}/${prefix}`, S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1',
      VIGIA_PEPPER_FILE: pepperFile, VIGIA_PEPPER: '',
    },
  });
}

/** Copies every object under PREFIXES from one storage to another (what `aws s3 sync` / `mc mirror` do). */
async function copyObjects(from, to) {
  let count = 0;
  for (const prefix of PREFIXES) {
    for (const key of await from.list(prefix)) {
      const size = (await from.head(key)).size;
      await to.putStream(key, await from.get(key), size);
      count += 1;
    }
  }
  return count;
}

async function counts(database, tenantId) {
  return withClient(database, async (client) => {
    const out = {};
    for (const table of TABLES) out[table] = Number((await client.query(`SELECT count(*) AS n FROM ${table} WHERE tenant_id = $1`, [tenantId])).rows[0].n);
    return out;
  });
}

/** Seeds the tenant through the API: a real scan, a token, a signed link; returns what is checked later. */
async function seed(stack, dataDir) {
  const cp = stack.controlPlaneUrl;
  const session = await signIn(cp, dataDir);
  const projectId = await projectIdOf(cp, session, 'Internet Banking');
  const who = await (await fetch(`${cp}/auth/whoami`, { headers: { cookie: session.cookie } })).json();
  const tenantId = who.user.tenantId;
  const mutate = (path, body) =>
    fetch(`${cp}${path}`, { method: 'POST', headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const token = await mutate(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'CI do drill', projectId, kind: 'RUN' });
  if (token.status !== 201 && token.status !== 200) throw new Error(`token: HTTP ${token.status} ${await token.text()}`);

  const tar = cpRequire('tar');
  const chunks = [];
  for await (const chunk of tar.create({ gzip: true, portable: true, cwd: join(root, 'examples/sample-service') }, ['.'])) chunks.push(chunk);
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('file', new Blob([Buffer.concat(chunks)]), 'source.tar.gz');
  const upload = await fetch(`${cp}/api/v1/scans`, { method: 'POST', headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken }, body: form });
  if (upload.status !== 202) throw new Error(`upload: HTTP ${upload.status} ${await upload.text()}`);
  const { scanId } = await upload.json();
  const status = await waitForScan(stack.gatewayUrl, session, projectId, scanId);
  if (status.stage.toLowerCase() !== 'completed') throw new Error(`scan terminou em ${status.stage}`);
  const artifacts = await (await fetch(`${cp}/api/v1/projects/${projectId}/artifacts?scanId=${scanId}&kinds=SARIF`, { headers: { cookie: session.cookie } })).json();
  const sarif = artifacts.items[0];
  const signed = await (await mutate(`/api/v1/projects/${projectId}/artifacts/${sarif.id}/sign`, {})).json();
  return { session, tenantId, signedUrl: signed.signedUrl, sha256: sarif.sha256 };
}

async function main() {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'vigia-drill-'));
  onCleanup('apagar pasta do drill', () => rmSync(work, { recursive: true, force: true }));
  const { openStorage } = await cpImport('dist/storage/storage-config.js');
  const endpoint = await startS3();
  const s3 = (prefix) => openStorage({ kind: 's3', bucket: BUCKET, prefix, region: 'us-east-1', endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }, join(work, 'cache'));
  const pepperFile = join(work, 'pepper');
  writeFileSync(pepperFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });

  // 1. A tenant with scans, findings, artifacts and audit entries.
  const sourceDb = await benchDatabase(options['database-url'], 'vigia_drill_source');
  const source = { dataDir: join(work, 'data-source'), database: sourceDb.url, endpoint, prefix: 'origem', pepperFile };
  let stack = await startStack(source);
  let seeded;
  try {
    seeded = await seed(stack, source.dataDir);
  } catch (error) {
    error.message += `\n${logTail(stack)}`;
    throw error;
  }
  const before = await counts(source.database, seeded.tenantId);
  await stack.stop();
  console.log(`semeado: ${JSON.stringify(before)} em ${seconds(Date.now() - started)}`);

  // 2. Backup: the database (custom format), every object, the pepper.
  const backupStarted = Date.now();
  const backup = join(work, 'backup');
  mkdirSync(backup, { mode: 0o700 });
  execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${join(backup, 'vigia.dump')}`, source.database], { stdio: 'inherit' });
  const objects = await copyObjects(s3('origem/'), openStorage({ kind: 'local' }, join(backup, 'objects')));
  writeFileSync(join(backup, 'VIGIA_PEPPER'), readFileSync(pepperFile));
  chmodSync(join(backup, 'VIGIA_PEPPER'), 0o600);
  const backupMs = Date.now() - backupStarted;

  // 3. Disaster: database, objects and the data folder gone.
  await sourceDb.drop();
  for (const prefix of PREFIXES) await s3('origem/').deletePrefix(prefix);
  rmSync(source.dataDir, { recursive: true, force: true });

  // 4. Restore into a fresh database and another prefix, with the saved pepper, and start.
  const restoreStarted = Date.now();
  const restored = { dataDir: join(work, 'data-restored'), database: (await benchDatabase(options['database-url'], 'vigia_drill_restored')).url, endpoint, prefix: 'restaurado', pepperFile: join(backup, 'VIGIA_PEPPER') };
  execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.database}`, join(backup, 'vigia.dump')], { stdio: 'inherit' });
  await copyObjects(openStorage({ kind: 'local' }, join(backup, 'objects')), s3('restaurado/'));
  stack = await startStack(restored);
  const restoreMs = Date.now() - restoreStarted;

  // 5. Checks.
  const failures = [];
  const after = await counts(restored.database, seeded.tenantId);
  for (const table of TABLES) if (after[table] !== before[table]) failures.push(`${table}: ${before[table]} antes, ${after[table]} depois`);
  const download = await fetch(`${stack.gatewayUrl}${seeded.signedUrl}`);
  const bytes = Buffer.from(await download.arrayBuffer());
  if (download.status !== 200 || createHash('sha256').update(bytes).digest('hex') !== seeded.sha256) failures.push(`link assinado: HTTP ${download.status}, ${bytes.length} bytes`);
  const whoami = await fetch(`${stack.controlPlaneUrl}/auth/whoami`, { headers: { cookie: seeded.session.cookie } });
  if (whoami.status !== 200) failures.push(`sessão de antes do backup: HTTP ${whoami.status}`);
  await stack.stop();

  console.log(`backup: ${seconds(backupMs)} (pg_dump + ${objects} objetos + pepper)`);
  console.log(`restauração até o serviço no ar: ${seconds(restoreMs)} (pg_restore + ${objects} objetos + início)`);
  console.log(`contagens depois: ${JSON.stringify(after)}`);
  console.log(`link assinado de antes: HTTP ${download.status}; sessão de antes: HTTP ${whoami.status}`);
  console.log(`total do drill: ${seconds(Date.now() - started)}`);
  if (failures.length) throw new Error(`o drill falhou:\n  ${failures.join('\n  ')}`);
  console.log('drill OK');
}

await runBench(main);
