/**
 * The fixed world of the authorization matrix: the nine kinds of caller of issue 15 and the
 * resources of tenant A (the seeded "Demo") every operation is aimed at. Everything is built
 * through the real control plane (magic links, invitations over SMTP, the admin API), except an
 * alert and an expired token, which no API call can make on demand.
 */
import { expect } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import type { Client } from '../helpers/client.js';
import { FIXTURE_FILES, tarGzOf, uploadScan, waitForScan, writeTree } from '../helpers/scans.js';
import { linkToken } from '../helpers/smtp.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Column order of the matrix. */
export const CALLERS = [
  'anonymous',
  'viewerTokenA',
  'runTokenA',
  'memberA',
  'memberB',
  'tenantAdminA',
  'tenantAdminB',
  'deactivatedUser',
  'revokedToken',
] as const;
export type CallerName = (typeof CALLERS)[number];

export const CALLER_LABELS: Record<CallerName, string> = {
  anonymous: 'anonymous (no credentials)',
  viewerTokenA: 'VIEWER token of project A',
  runTokenA: 'RUN token of project A',
  memberA: 'member of A (ANALYST of project A)',
  memberB: 'member of B (ANALYST of a project of B)',
  tenantAdminA: 'TENANT_ADMIN of tenant A',
  tenantAdminB: 'TENANT_ADMIN of tenant B',
  deactivatedUser: 'deactivated user of A (session opened before)',
  revokedToken: 'expired or revoked VIEWER token of project A',
};

/** Who calls: a client (its own cookie jar and address) and, for tokens, the bearer secret. */
export interface Caller {
  name: CallerName;
  client: Client;
  bearer?: string;
}

/** Tenant A's resources the requests point at. */
export interface Targets {
  tenantId: string;
  projectId: string;
  scanId: string;
  artifactId: string;
  /** A finding of that scan (triage requests set it to in_review, harmless when repeated). */
  findingId: string;
  /** A member of A (the seeded analyst); admin edits of them are harmless (same name, activate). */
  userId: string;
  /** A VIEWER token of A that no caller uses, so rotating or renaming it changes nobody's access. */
  tokenId: string;
  resendInviteId: string;
  revokeInviteId: string;
  alertId: string;
  /** A webhook of A (deleted last) and one delivery of it to replay. */
  webhookId: string;
  deliveryId: string;
  /** A second session of the member of A, not the one the member calls with. */
  sessionId: string;
}

export interface World {
  app: TestApp;
  callers: Record<CallerName, Caller>;
  /** A VIEWER token of A whose expiry is in the past: must be treated like the revoked one. */
  expiredToken: string;
  targets: Targets;
  /** The .tar.gz of the fixture tree, uploaded by startScan. */
  sourceArchive: Buffer;
}

async function acceptInvite(app: TestApp, inviter: Client, tenantId: string, email: string, body: Record<string, unknown>): Promise<Client> {
  const invited = await inviter.post('/auth/invite', { email, ...body }, { headers: { 'X-Tenant-ID': tenantId } });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const client = app.client();
  const accepted = await client.post('/auth/invite/accept', { token: linkToken(await app.smtp.nextMessage(email), 'invite') });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return client;
}

/** Builds every caller and target on a freshly started control plane (seeded demo tenant). */
export async function buildWorld(app: TestApp): Promise<World> {
  const adminA = await app.signIn('admin@demo.local');
  const memberA = await app.signIn('analyst@demo.local');
  const spare = await app.signIn('analyst@demo.local');
  const tenantId = (await adminA.get('/auth/whoami')).body.user.tenantId as string;
  const inA = { headers: { 'X-Tenant-ID': tenantId } };
  const projects = (await adminA.get('/api/v1/projects', inA)).body.projects as { id: string; name: string }[];
  const projectId = projects.find((p) => p.name === 'Internet Banking')?.id as string;
  const userId = (await memberA.get('/auth/whoami')).body.user.id as string;
  const sessionId = (await spare.get('/auth/whoami')).body.session.id as string;

  const tokens = `/api/v1/admin/tenants/${tenantId}/tokens`;
  const newToken = async (name: string, kind: 'VIEWER' | 'RUN') => {
    const created = await adminA.post(tokens, { name, projectId, kind });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id: created.body.token.id as string, secret: created.body.secret as string };
  };
  const viewer = await newToken('matriz leitura', 'VIEWER');
  const run = await newToken('matriz ci', 'RUN');
  const target = await newToken('matriz alvo', 'VIEWER');
  const revoked = await newToken('matriz revogado', 'VIEWER');
  expect((await adminA.patch(`${tokens}/${revoked.id}`, { isActive: false })).status).toBe(200);
  const expired = await newToken('matriz expirado', 'VIEWER');
  await app.cp.db.updateTable('api_tokens').set({ expires_at: new Date('2020-01-01T00:00:00Z') }).where('id', '=', expired.id).execute();

  // Tenant B: its admin signs up, creates a project and invites an analyst of it.
  const adminB = app.client();
  expect((await adminB.post('/auth/signup', { name: 'Admin Beta', email: 'admin@beta.com.br', tenantName: 'Banco Beta' })).status).toBe(202);
  expect((await adminB.get(`/auth/local/callback?token=${linkToken(await app.smtp.nextMessage('admin@beta.com.br'))}`)).status).toBe(200);
  const tenantB = (await adminB.get('/auth/whoami')).body.user.tenantId as string;
  const projectB = (await adminB.post('/api/v1/projects', { name: 'Projeto Beta', description: 'Dados do tenant B' })).body.id as string;
  const memberB = await acceptInvite(app, adminB, tenantB, 'analista@beta.com.br', {
    roles: ['ANALYST'],
    projectRoles: [{ projectId: projectB, role: 'ANALYST' }],
  });

  // A user of A with a session, then deactivated by the admin (their only membership).
  const deactivated = await acceptInvite(app, adminA, tenantId, 'desligado@demo.local', {
    roles: ['ANALYST'],
    projectRoles: [{ projectId, role: 'ANALYST' }],
  });
  const deactivatedId = (await deactivated.get('/auth/whoami')).body.user.id as string;
  expect((await adminA.patch(`/api/v1/admin/tenants/${tenantId}/users/${deactivatedId}`, { isActive: false })).status).toBe(200);

  // Two pending invitations of A: one to resend, one to revoke.
  const invite = async (email: string) => {
    const sent = await adminA.post('/auth/invite', { email, roles: ['VIEWER'] }, inA);
    expect(sent.status).toBe(201);
    await app.smtp.nextMessage(email);
    return sent.body.id as string;
  };
  const resendInviteId = await invite('reenviar@demo.local');
  const revokeInviteId = await invite('revogar@demo.local');

  // A completed scan of project A (run by its RUN token) with its findings and artifacts.
  const dir = await mkdtemp(path.join(tmpdir(), 'vigia-authz-'));
  let scanId: string;
  let sourceArchive: Buffer;
  try {
    await writeTree(dir, FIXTURE_FILES);
    sourceArchive = await tarGzOf(dir);
    const started = await uploadScan(app.url, sourceArchive, { bearer: run.secret });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    scanId = started.body.scanId as string;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const finished = await waitForScan(app.client(), scanId, projectId, { bearer: run.secret });
  expect(finished.stage, JSON.stringify(finished)).toBe('completed');
  const artifacts = await adminA.get(`/api/v1/projects/${projectId}/artifacts`, inA);
  const artifactId = artifacts.body.items?.[0]?.id as string;
  expect(artifactId, JSON.stringify(artifacts.body)).toBeTruthy();

  const finding = await app.cp.db.selectFrom('findings').select('id').where('scan_id', '=', scanId).orderBy('id').limit(1).executeTakeFirstOrThrow();

  const alert = await app.cp.db
    .insertInto('alerts')
    .values({ tenant_id: tenantId, kind: 'other', subject: 'matriz', severity: 'low', title: 'Alerta da matriz', message: 'Alerta da matriz', source: 'scans' })
    .returning('id')
    .executeTakeFirstOrThrow();

  // A webhook to a public address, and a delivery in its log (no event of the matrix makes one).
  const webhook = await adminA.post('/api/v1/admin/webhooks', { name: 'Webhook da matriz', url: 'https://203.0.113.10/vigia', events: ['scan.failed'] }, inA);
  expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
  const webhookId = (webhook.body.webhook as { id: string }).id;
  const delivery = await app.cp.db
    .insertInto('webhook_deliveries')
    .values({ tenant_id: tenantId, webhook_id: webhookId, event_id: crypto.randomUUID(), event: 'scan.failed', payload: '{}', status: 'failed' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const client = () => app.client();
  return {
    app,
    callers: {
      anonymous: { name: 'anonymous', client: client() },
      viewerTokenA: { name: 'viewerTokenA', client: client(), bearer: viewer.secret },
      runTokenA: { name: 'runTokenA', client: client(), bearer: run.secret },
      memberA: { name: 'memberA', client: memberA },
      memberB: { name: 'memberB', client: memberB },
      tenantAdminA: { name: 'tenantAdminA', client: adminA },
      tenantAdminB: { name: 'tenantAdminB', client: adminB },
      deactivatedUser: { name: 'deactivatedUser', client: deactivated },
      revokedToken: { name: 'revokedToken', client: client(), bearer: revoked.secret },
    },
    expiredToken: expired.secret,
    sourceArchive,
    targets: {
      tenantId,
      projectId,
      scanId,
      artifactId,
      findingId: finding.id,
      userId,
      tokenId: target.id,
      resendInviteId,
      revokeInviteId,
      alertId: alert.id,
      webhookId,
      deliveryId: delivery.id,
      sessionId,
    },
  };
}
