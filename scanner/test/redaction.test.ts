import { describe, expect, it } from 'vitest';
import { redactLogText, redactSecretLike, scanDirectory, toSarif } from '../src/index.js';
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

describe('texto livre de logs (redactLogText, usado pelo control plane)', () => {
  it('redige credenciais Bearer, tokens do Vigia, pares sensíveis de qualquer tamanho, e-mails e textos opacos longos', () => {
    const project = '6f1c2f7e-3b7a-4d2b-9a55-0c6d1f9f1a10';
    const long = 'Q'.repeat(70);
    const out = redactLogText(
      `Authorization: Bearer abc.def.ghi VIEWER_${project}_0123456789abcdef /cb?token=s3&session=k9 secret: xyz ana@banco.com.br ${long} password = "hunter22"`,
      '[REDACTED]',
    );
    for (const leaked of ['abc.def.ghi', '0123456789abcdef', 's3', 'k9', 'xyz', 'ana@banco.com.br', long, 'hunter22']) expect(out).not.toContain(leaked);
    expect(out).toContain('[EMAIL]');
    expect(out).not.toContain('***REDACTED***');
  });

  it('deixa texto comum como está', () => {
    expect(redactLogText('TypeError: Cannot read properties of undefined')).toBe('TypeError: Cannot read properties of undefined');
  });
});
