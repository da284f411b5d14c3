import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, redactValue } from '../src/redaction.js';

const projectId = '6f1c2f7e-3b7a-4d2b-9a55-0c6d1f9f1a10';

describe('redactText', () => {
  it('removes bearer credentials and viewer/run tokens', () => {
    const out = redactText(`Authorization: Bearer abc.def.ghi and VIEWER_${projectId}_0123456789abcdef RUN_${projectId}_x_y`);
    expect(out).not.toContain('abc.def.ghi');
    expect(out).not.toContain('0123456789abcdef');
    expect(out).not.toContain('x_y');
  });

  it('removes passwords, secrets and tokens in key=value text, e-mails and long strings', () => {
    const long = 'a'.repeat(64);
    const out = redactText(`/auth/callback?token=s3cr3t&password=hunter2 secret: xyz user ana@banco.com.br ${long}`);
    for (const leaked of ['s3cr3t', 'hunter2', 'xyz', 'ana@banco.com.br', long]) expect(out).not.toContain(leaked);
    expect(out).toContain('/auth/callback?token=');
  });

  it('keeps ordinary text', () => {
    expect(redactText('TypeError: Cannot read properties of undefined')).toBe('TypeError: Cannot read properties of undefined');
  });
});

describe('redactValue', () => {
  it('drops values of sensitive keys at any depth and redacts strings', () => {
    const out = redactValue({ route: '/dashboard', nested: { accessToken: 'abc', password: 'p', note: 'mail me: a@b.io' }, list: ['Bearer zzz'] });
    expect(out).toEqual({
      route: '/dashboard',
      nested: { accessToken: '[REDACTED]', password: '[REDACTED]', note: 'mail me: [EMAIL]' },
      list: ['Bearer [REDACTED]'],
    });
  });
});

describe('what browsers report', () => {
  it('covers tokens, bearer, password, secret, e-mail and long strings', () => {
    expect(redactText('token VIEWER_123_abc and RUN_9_x')).toBe(`token ${REDACTED} and ${REDACTED}`);
    expect(redactText('Authorization: Bearer eyJhbGciOi.x.y')).not.toContain('eyJ');
    expect(redactText('password=hunter2&user=ana')).toBe(`password=${REDACTED}&user=ana`);
    expect(redactText('{"client_secret": "abc123"}')).toBe(`{"client_secret": "${REDACTED}"}`);
    expect(redactText('contato: joao@exemplo.com')).toBe('contato: [EMAIL]');
    expect(redactText(`hash ${'a'.repeat(64)} fim`)).toBe(`hash ${REDACTED} fim`);
    expect(redactText(`curto ${'a'.repeat(63)}`)).toBe(`curto ${'a'.repeat(63)}`);
    expect(redactText('Erro ao carregar projetos')).toBe('Erro ao carregar projetos');
  });

  it('redacts sensitive key names at any depth', () => {
    expect(redactValue({ csrfToken: 'x', list: [{ secret: 's', email: 'e' }], count: 3 })).toEqual({
      csrfToken: REDACTED,
      list: [{ secret: REDACTED, email: REDACTED }],
      count: 3,
    });
  });
});
