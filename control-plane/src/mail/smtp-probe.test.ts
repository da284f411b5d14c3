import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestSmtp, type TestSmtp } from '@vigia/test-support/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeSmtp, SmtpHealth } from './smtp-probe.js';

let smtp: TestSmtp;
let smtpUrl: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp.close();
});

/** A port where nothing listens: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('probeSmtp', () => {
  it('when a real SMTP server greets and answers EHLO, then it is ok', async () => {
    expect(await probeSmtp(smtpUrl, 3000)).toMatchObject({ status: 'ok', latencyMs: expect.any(Number) });
  });

  it('when nothing listens, then it is down with the reason and without the URL', async () => {
    const result = await probeSmtp(`smtp://usuario:segredo@127.0.0.1:${await closedPort()}`, 3000);
    expect(result.status).toBe('down');
    expect(result.error).toMatch(/^conexão recusada/);
    expect(JSON.stringify(result)).not.toContain('segredo');
  });

  it('when the peer never greets, then it is down after the timeout', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const result = await probeSmtp(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, 200);
      expect(result).toMatchObject({ status: 'down', error: 'sem resposta em 200 ms' });
    } finally {
      silent.close();
    }
  });

  it('when SMTP_URL is unset, then it is not configured (mail goes to the outbox)', async () => {
    expect((await new SmtpHealth({ smtpUrl: undefined, timeoutMs: 100, cacheSeconds: 60 }).check()).status).toBe('not_configured');
  });
});
