/**
 * Fault: the SMTP relay is down when someone asks for a sign-in link. The answer must be the same as
 * with SMTP up (it reveals nothing, it does not fail), and the message must reach the person once the
 * relay is back on its address: the real test SMTP server is closed, then started again on its port.
 */
import { startTestSmtp, type TestSmtp } from '@vigia/test-support/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { captureLog } from '../helpers/log-capture.js';
import { linkToken } from '../helpers/smtp.js';

describe('SMTP down during sign-in', { timeout: 60_000 }, () => {
  let app: TestApp;
  let revived: TestSmtp | undefined;
  const log = captureLog();

  beforeAll(async () => {
    app = await startTestApp({}, { logger: log.logger });
  });
  afterAll(async () => {
    await revived?.close();
    await app.close();
  });

  it('answers as with SMTP up, then delivers the link when SMTP comes back', async () => {
    const email = 'admin@demo.local';
    const up = await app.client().post('/auth/local/login', { email });
    await app.smtp.nextMessage(email);

    const port = app.smtp.port;
    await app.smtp.close();
    const down = await app.client().post('/auth/local/login', { email });
    expect(down.status).toBe(up.status);
    expect(down.body).toEqual(up.body);
    // The first attempt has failed against the closed port before the relay returns.
    await expect.poll(() => log.count('e-mail not sent; retrying'), { timeout: 10_000 }).toBeGreaterThan(0);

    revived = await startTestSmtp({ port });
    const mail = await revived.nextMessage(email, 30_000);
    const token = linkToken(mail);
    const client = app.client();
    const verified = await client.get(`/auth/local/callback?token=${token}`);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await client.get('/auth/whoami')).body.user.email).toBe(email);
    // Retried until delivered, and delivered once.
    expect(await revived.noMessage(email, 3000)).toBe(true);
  });
});
