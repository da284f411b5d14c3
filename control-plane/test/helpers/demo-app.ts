import { expect } from 'vitest';
import { startTestApp, type TestApp } from './app.js';
import type { Client } from './client.js';
import { demoTenant, type DemoTenant } from './demo-tenant.js';
import { linkToken } from './smtp.js';

/**
 * The control plane with the seeded Demo tenant's admin and analyst signed in, what most suites
 * start from. A suite declares what it reads, `let { app, admin } = {} as DemoApp;`, fills it in
 * beforeAll with `({ app, admin } = await startDemoApp())` and closes `app` in afterAll.
 */
export interface DemoApp extends DemoTenant {
  app: TestApp;
  admin: Client;
  analyst: Client;
  adminId: string;
  analystId: string;
}

/** Starts a test app and prepares it; the app is closed again when preparing fails. */
export async function startPrepared<T>(prepare: (app: TestApp) => Promise<T>, ...args: Parameters<typeof startTestApp>): Promise<T & { app: TestApp }> {
  const app = await startTestApp(...args);
  try {
    return { ...(await prepare(app)), app };
  } catch (error) {
    await app.close();
    throw error;
  }
}

export function startDemoApp(...args: Parameters<typeof startTestApp>): Promise<DemoApp> {
  return startPrepared(async (app) => {
    const admin = await app.signIn('admin@demo.local');
    const analyst = await app.signIn('analyst@demo.local');
    const idOf = async (client: Client) => (await client.get('/auth/whoami')).body.user.id as string;
    return { admin, analyst, adminId: await idOf(admin), analystId: await idOf(analyst), ...(await demoTenant(admin)) };
  }, ...args);
}

/** The TENANT_ADMIN of a second tenant (Banco Beta), signed up through the real e-mail flow. */
export async function signUpOtherTenant(app: TestApp): Promise<{ otherAdmin: Client; otherTenantId: string }> {
  const otherAdmin = app.client();
  expect((await otherAdmin.post('/auth/signup', { name: 'Admin Beta', email: 'admin@beta.com.br', tenantName: 'Banco Beta' })).status).toBe(202);
  expect((await otherAdmin.get(`/auth/local/callback?token=${linkToken(await app.smtp.nextMessage('admin@beta.com.br'))}`)).status).toBe(200);
  return { otherAdmin, otherTenantId: (await otherAdmin.get('/auth/whoami')).body.user.tenantId as string };
}

/** The id of the bundled sample repository's scan (started on the first start), once it has finished. */
export async function finishedSampleScan(demo: Pick<DemoApp, 'admin' | 'banking'>, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await demo.admin.get('/api/v1/dashboard/scan-status', { headers: { 'X-Project-ID': demo.banking } })).body;
    if (status.scanId && !status.hasInProgress) return status.scanId as string;
    if (Date.now() > deadline) throw new Error(`sample scan did not finish: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
