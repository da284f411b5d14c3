// The control plane's log lines pass through the one redaction rule set (@vigia/redaction), the same
// the browser applies to the errors it reports: headers, URLs, errors and messages alike.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';

function capture(): { lines: Record<string, unknown>[]; sink: Writable } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, sink };
}

describe('control-plane log redaction', () => {
  it('drops credential headers, masks tokens in URLs and e-mails in messages, keeps the rest', () => {
    const { lines, sink } = capture();
    const logger = createLogger('info', sink);
    logger.info(
      { req: { headers: { cookie: 'sid=abc', authorization: 'Bearer xyz', 'x-csrf-token': 'c1', accept: 'text/html' } }, url: '/auth/callback?token=m4g1c&next=/dashboard', status: 302 },
      'request from ana@banco.com.br',
    );
    const [line] = lines;
    expect(line).toMatchObject({
      req: { headers: { cookie: '[REDACTED]', authorization: '[REDACTED]', 'x-csrf-token': '[REDACTED]', accept: 'text/html' } },
      url: '/auth/callback?token=[REDACTED]&next=/dashboard',
      status: 302,
      msg: 'request from [EMAIL]',
      service: 'control-plane',
    });
    expect(JSON.stringify(lines)).not.toMatch(/abc|xyz|m4g1c|ana@banco/);
  });

  it('logs an error with its message and stack, without the secrets they carry', () => {
    const { lines, sink } = capture();
    createLogger('info', sink).error({ err: new Error('connect postgres://app:s3cret@db/core refused') }, 'database unavailable');
    const err = lines[0]?.err as { type: string; message: string; stack: string };
    expect(err.type).toBe('Error');
    expect(err.message).toBe('connect postgres://app:[REDACTED]@db/core refused');
    expect(err.stack).toContain('logger-redaction.test');
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });
});
