import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { contractOperations, send } from './authz/matrix.js';
import { REQUESTS } from './authz/requests.js';
import { buildWorld, type World } from './authz/world.js';
import type { OperationId } from '../src/http/operation.js';

/**
 * Issue 15, the CSRF sweep: every POST, PUT, PATCH and DELETE of the contract reached with a
 * session cookie and no X-CSRF-Token, or a wrong one, is refused with 403 before it does anything.
 * The requests are the authorization matrix's, which succeed for the same callers with the token.
 */

/** Operations that read no credentials at all: a cookie neither helps nor is checked there. */
const PUBLIC_MUTATIONS: readonly OperationId[] = ['requestMagicLink', 'startOidcSignIn', 'signup', 'acceptInvite', 'reportClientErrors'];

let app: TestApp;
let world: World;
const mutations = contractOperations().filter((spec) => spec.method !== 'get');

beforeAll(async () => {
  app = await startTestApp();
  world = await buildWorld(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function auditCount(): Promise<number> {
  const row = await app.cp.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('CSRF on session mutations', () => {
  it('when the contract has mutations, then the sweep covers each of them (and only the public ones are exempt)', () => {
    expect(mutations.length).toBeGreaterThan(30);
    const ids = mutations.map((spec) => spec.operationId);
    for (const id of PUBLIC_MUTATIONS) expect(ids).toContain(id);
  });

  it('when a session mutates without X-CSRF-Token, with a made-up one or with another session\'s, then every answer is 403 CSRF_INVALID and nothing changed', async () => {
    const admin = world.callers.tenantAdminA;
    const member = world.callers.memberA;
    const wrongTokens = {
      none: false as const,
      madeUp: 'x'.repeat(admin.client.csrfToken?.length ?? 43),
      otherSession: member.client.csrfToken as string,
    };
    const before = await auditCount();
    const refusedWrongly: string[] = [];
    let seq = 0;
    for (const spec of mutations) {
      if (PUBLIC_MUTATIONS.includes(spec.operationId as OperationId)) continue;
      for (const caller of [admin, member]) {
        for (const [variant, csrf] of Object.entries(wrongTokens)) {
          if (caller === member && variant === 'otherSession') continue;
          seq += 1;
          const request = REQUESTS[spec.operationId as OperationId]({ targets: world.targets, seq, sourceArchive: world.sourceArchive });
          const answer = await send(world, caller, spec, request, { csrf });
          if (answer.status !== 403 || !answer.detail.startsWith('CSRF_INVALID')) {
            refusedWrongly.push(`${spec.operationId} as ${caller.name}, CSRF ${variant}: ${answer.status} ${answer.detail}`);
          }
        }
      }
    }
    expect(refusedWrongly).toEqual([]);
    // Every mutation of an admin is audited: none of the refused ones left a trace.
    expect(await auditCount()).toBe(before);
    // logout and endMySession were refused too: both sessions still work.
    expect((await admin.client.get('/auth/whoami')).status).toBe(200);
    expect((await member.client.get('/auth/whoami')).status).toBe(200);
  });

  it('when a public mutation is sent with a session cookie and no CSRF token, then it answers as it does to anybody', async () => {
    let seq = 1000;
    for (const spec of mutations.filter((s) => PUBLIC_MUTATIONS.includes(s.operationId as OperationId))) {
      seq += 1;
      const build = REQUESTS[spec.operationId as OperationId];
      const withCookie = await send(world, world.callers.tenantAdminA, spec, build({ targets: world.targets, seq, sourceArchive: world.sourceArchive }), { csrf: false });
      seq += 1;
      const anonymous = await send(world, world.callers.anonymous, spec, build({ targets: world.targets, seq, sourceArchive: world.sourceArchive }));
      expect(withCookie.status, spec.operationId).toBe(anonymous.status);
    }
  });

  it('when the same mutation carries the session\'s own token, then it goes through (the refusals above were about the token)', async () => {
    const spec = mutations.find((s) => s.operationId === 'updateProfile');
    if (!spec) throw new Error('updateProfile is not in the contract');
    const answer = await send(world, world.callers.memberA, spec, { body: { name: 'Analista Demo' } });
    expect(answer.status).toBe(200);
  });
});
