import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_BLOCKED } from '@vigia/telemetry';
import { BLOCKED_LIST_REFRESH_MS } from '../src/http/blocked-addresses.js';
import { startGateway } from './support/gateway.js';
import { startAdminStack, type AdminStack } from './support/stack.js';

// A block made by an administrator through GraphQL is enforced by the gateway itself (static
// files included), not only by the control plane behind it. Real control plane, real SMTP.
const BLOCK = /* GraphQL */ `
  mutation Block($input: BlockIpRequestInput) { blockIp(input: $input) { id ip } }
`;
const UNBLOCK = /* GraphQL */ `
  mutation Unblock($input: UnblockIpRequestInput) { unblockIp(input: $input) { success } }
`;

let { controlPlane, gateway, admin, stop } = {} as AdminStack;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vigia-gw-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Vigia</title>');
  ({ controlPlane, gateway, admin, stop } = await startAdminStack({ gateway: { webDist } }));
});
afterAll(async () => {
  await stop?.();
  rmSync(webDist, { recursive: true, force: true });
});

/** The web app's page as a client at `address` (behind a trusted loopback proxy) gets it. */
function page(url: string, address: string): Promise<Response> {
  return fetch(`${url}/`, { headers: { 'X-Forwarded-For': address } });
}

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + BLOCKED_LIST_REFRESH_MS * 3;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

describe('blocked addresses at the gateway', () => {
  it('refuses a blocked client everywhere, from a new gateway at once, and serves it again after unblock', async () => {
    expect((await page(gateway.url, '198.51.100.7')).status).toBe(200);
    const blocked = await admin.client.request(BLOCK, { input: { ip: '198.51.100.0/24', reason: 'Força bruta' } }, { 'X-CSRF-Token': admin.csrfToken });
    expect(blocked.body.errors).toBeUndefined();

    expect(await eventually(async () => (await page(gateway.url, '198.51.100.7')).status === 403)).toBe(true);
    const refused = await page(gateway.url, '198.51.100.7');
    expect(await refused.json()).toEqual(IP_BLOCKED);
    const graphql = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.99' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(403);
    expect((await page(gateway.url, '198.51.101.7')).status).toBe(200);

    // A gateway started now (a restart) reads the list before serving.
    const restarted = await startGateway({ controlPlaneUrl: controlPlane.url, webDist });
    try {
      expect((await page(restarted.url, '198.51.100.8')).status).toBe(403);
    } finally {
      await restarted.stop();
    }

    const unblocked = await admin.client.request(UNBLOCK, { input: { ip: '198.51.100.0/24' } }, { 'X-CSRF-Token': admin.csrfToken });
    expect(unblocked.body.errors).toBeUndefined();
    expect(await eventually(async () => (await page(gateway.url, '198.51.100.7')).status === 200)).toBe(true);
  });
});
