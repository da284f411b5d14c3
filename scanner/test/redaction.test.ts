import { describe, expect, it } from 'vitest';
import { redactSecretLike, scanDirectory, toSarif } from '../src/index.js';
import { makeTree } from './helpers.js';

// Built at run time so no provider-format token sits in the repository.
const githubToken = `ghp_${'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5'.slice(0, 36)}`;
const entropyValue = 'Zx81LmQ02nWv7TtRr5Ya3KcP9sUeHb6G';
const pemBody = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7';

describe('segredos nunca aparecem em claro', () => {
  it('redige tokens de provedor, PEM escapado e valores de alta entropia nos achados e no SARIF', async () => {
    const root = makeTree({
      'ci.yml': `env:\n  GH_TOKEN: ${githubToken}\n`,
      'svc.json': `{ "private_key": "-----BEGIN PRIVATE KEY-----\\r\\n${pemBody}\\r\\n-----END PRIVATE KEY-----\\r\\n" }\n`,
      'config.py': `API_KEY = "${entropyValue}"\n`,
    });
    const { findings } = await scanDirectory(root);
    expect(findings.map((f) => [f.file, f.rule]).sort()).toEqual([
      ['ci.yml', 'secret-provider-token'],
      ['config.py', 'secret-high-entropy'],
      ['svc.json', 'secret-private-key'],
    ]);
    const serialized = JSON.stringify([findings, toSarif(findings)]);
    for (const secret of [githubToken, entropyValue, pemBody]) expect(serialized).not.toContain(secret);
    expect(findings.find((f) => f.file === 'ci.yml')?.message).toContain('(GitHub)');
    expect(findings.every((f) => f.snippet.includes('***REDACTED***'))).toBe(true);
  });

  it('redige pares chave=valor sensíveis e senhas em URLs, mas não referências a variáveis', () => {
    expect(redactSecretLike('password = "hunter22"')).toBe('password = "***REDACTED***"');
    expect(redactSecretLike('url = "postgres://app:s3cret@db/core"')).toBe('url = "postgres://app:***REDACTED***@db/core"');
    expect(redactSecretLike('token = process.env.TOKEN')).toBe('token = process.env.TOKEN');
  });
});
