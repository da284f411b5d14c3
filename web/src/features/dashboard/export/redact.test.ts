import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './redact';

describe('redactSecrets', () => {
  it.each([
    ['API_KEY=abc123', `API_KEY=${REDACTED}`],
    ['api_key: "abc 123"', `api_key: "${REDACTED}"`],
    ["const apiKey = 'sk_live_123';", `const apiKey = '${REDACTED}';`],
    ['X-API-KEY: 9f8e7d', `X-API-KEY: ${REDACTED}`],
    ['TOKEN=ghp_abcdef', `TOKEN=${REDACTED}`],
    ['access_token := "eyJhbGciOi"', `access_token := "${REDACTED}"`],
    ['PASSWORD=hunter2', `PASSWORD=${REDACTED}`],
    ['db.password: s3nh@F0rte', `db.password: ${REDACTED}`],
    ['passwd=x', `passwd=${REDACTED}`],
    ['AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', `AWS_SECRET_ACCESS_KEY=${REDACTED}`],
    ['AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE', `AWS_ACCESS_KEY_ID=${REDACTED}`],
    ['chave AKIAIOSFODNN7EXAMPLE no código', `chave ${REDACTED} no código`],
    ['PRIVATE_KEY="-----BEGIN"', `PRIVATE_KEY="${REDACTED}"`],
    ['client_secret=shh', `client_secret=${REDACTED}`],
    ['SECRET: valor', `SECRET: ${REDACTED}`],
    ['{"token": "abc", "user": "ana"}', `{"token": "${REDACTED}", "user": "ana"}`],
    ['Secret=abc&next=1', `Secret=${REDACTED}&next=1`],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it('redacts every pair in multi-line text and keeps the rest', () => {
    const text = 'linha 1\nDB_PASSWORD=p@ss\nTOKEN: "t"\nfim';
    expect(redactSecrets(text)).toBe(`linha 1\nDB_PASSWORD=${REDACTED}\nTOKEN: "${REDACTED}"\nfim`);
  });

  it('redacts PEM private key blocks', () => {
    const pem = 'x\n-----BEGIN RSA PRIVATE KEY-----\nMIIEow\nabc\n-----END RSA PRIVATE KEY-----\ny';
    expect(redactSecrets(pem)).toBe(`x\n${REDACTED}\ny`);
  });

  it('leaves text without secrets, empty and missing values alone and is idempotent', () => {
    expect(redactSecrets('Uso de MD5 em hash de senha; prefira bcrypt')).toBe('Uso de MD5 em hash de senha; prefira bcrypt');
    expect(redactSecrets('')).toBe('');
    expect(redactSecrets(null)).toBeNull();
    const once = redactSecrets('API_KEY="a" TOKEN=b');
    expect(redactSecrets(once)).toBe(once);
  });
});
