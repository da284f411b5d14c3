import { describe, expect, it } from 'vitest';
import { REDACTED, isSensitiveKey, redactText, redactValue } from '../src/index.js';

const projectId = '6f1c2f7e-3b7a-4d2b-9a55-0c6d1f9f1a10';
// Built at run time so that no provider-format token sits in the repository.
const githubToken = `ghp_${'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5'.slice(0, 36)}`;
const awsKey = `AKIA${'Q2W3E4R5T6Y7U8I9'}`;

describe('redactText: credentials', () => {
  it('removes bearer credentials and viewer/run tokens', () => {
    const out = redactText(`Authorization: Bearer abc.def.ghi and VIEWER_${projectId}_0123456789abcdef RUN_${projectId}_x_y`);
    for (const leaked of ['abc.def.ghi', '0123456789abcdef', 'x_y']) expect(out).not.toContain(leaked);
    expect(redactText('token VIEWER_123_abc and RUN_9_x')).toBe(`token ${REDACTED} and ${REDACTED}`);
  });

  it('masks sensitive pairs of any length and keeps the rest of a query string', () => {
    expect(redactText('password=hunter2&user=ana')).toBe(`password=${REDACTED}&user=ana`);
    expect(redactText('{"client_secret": "abc123"}')).toBe(`{"client_secret": "${REDACTED}"}`);
    expect(redactText('senha: 1234 ok')).toBe(`senha: ${REDACTED} ok`);
    const out = redactText('/auth/callback?token=s3cr3t&session=k9&page=2 secret: xyz');
    for (const leaked of ['s3cr3t', 'k9', 'xyz']) expect(out).not.toContain(leaked);
    expect(out).toContain('/auth/callback?token=');
    expect(out).toContain('&page=2');
  });

  it('masks one-time codes and OAuth state in URLs (sign-in callbacks), not the word "code" in prose', () => {
    expect(redactText('/auth/oidc/callback?code=4/0AbCd&state=xyz&lang=pt')).toBe(`/auth/oidc/callback?code=${REDACTED}&state=${REDACTED}&lang=pt`);
    expect(redactText('exit code=1')).toBe('exit code=1');
  });

  it('masks PEM bodies, URL passwords and provider credentials by their prefix', () => {
    expect(redactText('-----BEGIN PRIVATE KEY-----\nMIIEvQIBADAN\n-----END PRIVATE KEY-----')).toBe(`-----BEGIN PRIVATE KEY-----${REDACTED}-----END PRIVATE KEY-----`);
    expect(redactText('connect postgres://app:s3cret@db/core failed')).toBe(`connect postgres://app:${REDACTED}@db/core failed`);
    expect(redactText(`push with ${githubToken} denied`)).toBe(`push with ${REDACTED} denied`);
    expect(redactText(`key ${awsKey} unknown`)).toBe(`key ${REDACTED} unknown`);
  });
});

describe('redactText: personal data and opaque strings', () => {
  it('replaces e-mails and strings of 64 characters or more, keeps shorter ones', () => {
    expect(redactText('contato: joao@exemplo.com')).toBe('contato: [EMAIL]');
    expect(redactText(`hash ${'a'.repeat(64)} fim`)).toBe(`hash ${REDACTED} fim`);
    expect(redactText(`curto ${'a'.repeat(63)}`)).toBe(`curto ${'a'.repeat(63)}`);
  });

  it('keeps a long file path (a stack frame of a deep checkout), not a long key with slashes or inside a path', () => {
    const frame = '    at file:///srv/builds/2026-11-30-rc1/repo/control-plane/test/logger-redaction.test.ts:39:45';
    expect(redactText(frame)).toBe(frame);
    const base64Key = `${'Zk9vQmFy'.repeat(4)}/${'cXV4YmF6'.repeat(4)}/${'d2liYmxl'.repeat(2)}`;
    expect(redactText(`chave ${base64Key} fim`)).toBe(`chave ${REDACTED} fim`);
    expect(redactText(`GET /hooks/v1.2/${'k'.repeat(56)}/x`)).toBe(`GET ${REDACTED}`);
  });

  it('keeps ordinary text, ids and URLs', () => {
    for (const text of ['TypeError: Cannot read properties of undefined', 'Erro ao carregar projetos', `GET /api/v1/projects/${projectId}/findings?page=3`]) {
      expect(redactText(text)).toBe(text);
    }
  });
});

describe('redactValue', () => {
  it('drops values of sensitive keys at any depth and redacts strings', () => {
    const out = redactValue({ route: '/dashboard', nested: { accessToken: 'abc', password: 'p', note: 'mail me: a@b.io' }, list: ['Bearer zzz'] });
    expect(out).toEqual({
      route: '/dashboard',
      nested: { accessToken: REDACTED, password: REDACTED, note: 'mail me: [EMAIL]' },
      list: [`Bearer ${REDACTED}`],
    });
    expect(redactValue({ csrfToken: 'x', list: [{ secret: 's', email: 'e' }], count: 3 })).toEqual({
      csrfToken: REDACTED,
      list: [{ secret: REDACTED, email: REDACTED }],
      count: 3,
    });
  });

  it('keeps an error readable (name, message, stack) without its secrets, and a date as ISO text', () => {
    const error = Object.assign(new Error('login failed for ana@banco.com.br with password=hunter2'), { status: 401, token: 't' });
    const out = redactValue({ err: error, at: new Date('2026-11-29T10:00:00Z') }) as { err: Record<string, unknown>; at: string };
    expect(out.at).toBe('2026-11-29T10:00:00.000Z');
    expect(out.err).toMatchObject({ type: 'Error', message: `login failed for [EMAIL] with password=${REDACTED}`, status: 401, token: REDACTED });
    expect(String(out.err.stack)).not.toContain('hunter2');
  });

  it('cuts deep values and long lists', () => {
    let deep: unknown = 'fundo';
    for (let i = 0; i < 12; i++) deep = { next: deep };
    expect(JSON.stringify(redactValue(deep))).toContain(REDACTED);
    expect((redactValue(Array.from({ length: 150 }, (_, i) => i)) as unknown[]).length).toBe(100);
  });

  it('names the sensitive keys', () => {
    for (const key of ['password', 'senha', 'x-csrf-token', 'cookie', 'authorization', 'apiKey', 'sessionId', 'cpf']) expect(isSensitiveKey(key)).toBe(true);
    for (const key of ['route', 'status', 'projectId', 'message']) expect(isSensitiveKey(key)).toBe(false);
  });
});
