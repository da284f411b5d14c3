/**
 * Vigia as a cluster (issue 31), small scale: 2 API processes, 2 workers, 2 gateways and HAProxy
 * (deploy/haproxy/haproxy.cfg) on one PostgreSQL and one S3-compatible bucket, started by the same
 * code as bench/cluster.mjs. Run by `npm test` when a PostgreSQL answers (TEST_DATABASE_URL).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../bench/lib/cluster.mjs';
import { errorCode, followScan, graphql, projectIdOf, scanRecords, signIn, uploadScan, waitForScan, type Session } from '../../bench/lib/cluster-client.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WHOAMI = 'query { whoami { user { email } } }';
const RENAME = 'mutation ($input: UpdateProfileRequestInput) { updateProfile(input: $input) { name } }';

let cluster: Cluster;
let session: Session;
let projectId: string;

/** The bundled sample service as a CI job uploads it. */
const sampleArchive = () => execFileSync('tar', ['-czf', '-', '-C', `${root}/examples/sample-service`, '.']);

beforeAll(async () => {
  cluster = await startCluster({
    root,
    basePort: 47050,
    adminDatabaseUrl: process.env.TEST_DATABASE_URL || undefined,
    // Small batches with a pause: the scan lasts a few seconds and sends a status event per batch.
    env: { SCAN_BATCH_FILES: '2', SCAN_BATCH_DELAY_MS: '400' },
  });
  session = await signIn(cluster, 'admin@demo.local');
  projectId = await projectIdOf(cluster.url, session, 'Internet Banking');
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

/** The events a follower saw after the first (the state when it subscribed). */
const changes = (events: { stage: string; filesScanned: number }[]) => events.slice(1).map((e) => `${e.stage}:${e.filesScanned}`);

describe('cluster behind HAProxy', () => {
  it('a session opened through the balancer works on each gateway, and each checks its CSRF token', async () => {
    for (const gateway of cluster.members.gateways) {
      const who = await graphql(gateway.url, session, WHOAMI);
      expect(who.data?.whoami?.user?.email, gateway.name).toBe('admin@demo.local');
      const forged = await graphql(gateway.url, { ...session, csrfToken: 'forjado' }, RENAME, { input: { name: 'Administrador Demo' } }, { mutation: true });
      expect(errorCode(forged), gateway.name).toBe('CSRF_INVALID');
      const renamed = await graphql(gateway.url, session, RENAME, { input: { name: 'Administrador Demo' } }, { mutation: true });
      expect(renamed.data?.updateProfile?.name, gateway.name).toBe('Administrador Demo');
    }
  });

  it('one scan runs once on one worker, and subscribers on both gateways see every status event', async () => {
    const scanId = await uploadScan(cluster.url, session, projectId, sampleArchive());
    const followers = cluster.members.gateways.map((gateway) => followScan(gateway.url, session, scanId));
    const balanced = followScan(cluster.url, session, scanId);
    await waitForScan(cluster.url, session, projectId, scanId, 120_000);
    await Promise.race([Promise.all([...followers, balanced].map((f) => f.done)), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    for (const follower of [...followers, balanced]) follower.dispose();

    for (const follower of [...followers, balanced]) {
      expect(follower.errors).toEqual([]);
      expect(follower.sawCompletion).toBe(true);
    }
    // Both streams opened while the scan ran: the later one's changes are the tail of the other's.
    const [shorter, longer] = followers.map((f) => changes(f.events)).sort((a, b) => a.length - b.length) as [string[], string[]];
    expect(shorter.length).toBeGreaterThan(1);
    expect(longer.slice(-shorter.length)).toEqual(shorter);

    const [record] = await scanRecords(cluster, [scanId]);
    if (!record) throw new Error(`scan ${scanId} não está no banco`);
    expect(record).toMatchObject({ status: 'completed', attempts: 1, jobs: 1, job_retries: 0 });
    expect(record.findings_count).toBeGreaterThan(0);
    expect(record.stored).toBe(record.findings_count);
    expect(record.distinct_findings).toBe(record.stored);
  }, 150_000);

  it('the sign-in rate limit counts attempts on every process', async () => {
    const client = { address: '198.51.100.200' };
    const ask = () => graphql(cluster.url, client, 'mutation ($input: MagicLinkRequestInput) { requestMagicLink(input: $input) { message } }',
      { input: { email: 'limite@exemplo.com.br' } }, { mutation: true });
    // Round robin: the five allowed attempts went through both gateways and both API processes.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask()).errors, `tentativa ${attempt + 1}`).toBeUndefined();
    const refused = await ask();
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });

  it('an address blocked through one process is refused by every gateway and API process', async () => {
    const blocked = '203.0.113.77';
    const block = await graphql(cluster.url, session, 'mutation ($input: BlockIpRequestInput) { blockIp(input: $input) { ip } }',
      { input: { ip: blocked, reason: 'teste do cluster' } }, { mutation: true });
    expect(block.errors).toBeUndefined();
    // Straight to each process (all trust loopback proxies), claiming the blocked address.
    const refusedBy = async (member: { kind: string; url: string }) => {
      const path = member.kind === 'gateway' ? `/graphql?query=${encodeURIComponent(WHOAMI)}` : '/auth/whoami';
      return (await fetch(`${member.url}${path}`, { headers: { 'x-forwarded-for': blocked, cookie: session.cookie } })).status === 403;
    };
    const everyone = [...cluster.members.gateways, ...cluster.members.apis];
    const deadline = Date.now() + 20_000;
    let refusing: string[] = [];
    while (Date.now() < deadline) {
      refusing = [];
      for (const member of everyone) if (await refusedBy(member)) refusing.push(member.name);
      if (refusing.length === everyone.length) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(refusing).toEqual(everyone.map((m) => m.name));
    // Anyone else still gets in.
    expect((await graphql(cluster.url, session, WHOAMI)).data?.whoami?.user?.email).toBe('admin@demo.local');
  }, 40_000);
});
