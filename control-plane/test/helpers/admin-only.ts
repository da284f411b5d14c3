import { expect } from 'vitest';
import type { startTestApp, TestApp } from './app.js';
import type { ApiResponse, Client } from './client.js';
import { signUpOtherTenant, startPrepared } from './demo-app.js';
import { demoTenant } from './demo-tenant.js';

/** Everyone who is not a TENANT_ADMIN of the demo tenant, for the policy tests of admin endpoints. */
export interface Outsiders {
  tenantId: string;
  projectId: string;
  admin: Client;
  /** ANALYST of the demo tenant (a member, not an admin). */
  member: Client;
  viewerToken: string;
  runToken: string;
  /** TENANT_ADMIN of another tenant (Banco Beta). */
  otherAdmin: Client;
  otherTenantId: string;
}

export async function signInEveryone(app: TestApp): Promise<Outsiders> {
  const admin = await app.signIn('admin@demo.local');
  const member = await app.signIn('analyst@demo.local');
  const { tenantId, banking: projectId } = await demoTenant(admin);
  const tokens = `/api/v1/admin/tenants/${tenantId}/tokens`;
  const viewerToken = (await admin.post(tokens, { name: 'leitura', projectId, kind: 'VIEWER' })).body.secret as string;
  const runToken = (await admin.post(tokens, { name: 'ci', projectId, kind: 'RUN' })).body.secret as string;
  return { tenantId, projectId, admin, member, viewerToken, runToken, ...(await signUpOtherTenant(app)) };
}

/** The control plane with everyone of `signInEveryone` signed in, as `who` (declared like a DemoApp's fields). */
export interface OutsidersApp {
  app: TestApp;
  who: Outsiders;
}

export function startWithOutsiders(...args: Parameters<typeof startTestApp>): Promise<OutsidersApp> {
  return startPrepared(async (app) => ({ who: await signInEveryone(app) }), ...args);
}

type Call = (client: Client, options: { bearer?: string; headers?: Record<string, string> }) => Promise<ApiResponse>;

/**
 * When anybody but a TENANT_ADMIN of the demo tenant calls, then: anonymous 401; a member, the
 * viewer and run tokens 401/403 (tokens never reach admin endpoints); the admin of another tenant
 * 403 on the demo tenant.
 */
export async function expectTenantAdminOnly(app: TestApp, who: Outsiders, call: Call): Promise<void> {
  expect((await call(app.client(), {})).status, 'anonymous').toBe(401);
  const member = await call(who.member, {});
  expect(member.status, 'member').toBe(403);
  expect(member.body.message).toBe('Acesso negado. Função necessária: TENANT_ADMIN');
  for (const [name, bearer] of [
    ['viewer token', who.viewerToken],
    ['run token', who.runToken],
  ] as const) {
    expect([401, 403], name).toContain((await call(app.client(), { bearer })).status);
  }
  const other = await call(who.otherAdmin, { headers: { 'X-Tenant-ID': who.tenantId } });
  expect(other.status, "another tenant's admin").toBe(403);
}
