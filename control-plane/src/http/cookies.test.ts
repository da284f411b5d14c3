import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { clearSessionCookies, setSessionCookies } from './cookies.js';

async function cookiesFrom(secure: boolean, clear = false): Promise<string[]> {
  const app = express();
  app.get('/', (_req, res) => {
    if (clear) clearSessionCookies(res, { secure });
    else setSessionCookies(res, { secure }, { token: 'tok', csrfToken: 'csrf', expiresAt: new Date(Date.now() + 3_600_000) });
    res.end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return res.headers.getSetCookie();
  } finally {
    server.close();
  }
}

describe('session cookies', () => {
  it('are Secure only when the public address is https', async () => {
    const [session, csrf] = await cookiesFrom(true);
    expect(session).toMatch(/^vigia_session=tok;.*Max-Age=(3600|3599);.*HttpOnly.*Secure.*SameSite=Lax/);
    expect(csrf).toMatch(/^csrf_token=csrf;.*Secure.*SameSite=Lax/);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect((await cookiesFrom(false)).join('\n')).not.toMatch(/Secure/);
  });

  it('are cleared with an expiry in the past', async () => {
    const cleared = await cookiesFrom(false, true);
    expect(cleared).toHaveLength(2);
    for (const cookie of cleared) expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
