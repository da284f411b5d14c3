// What the secret detectors must leave alone (code, placeholders, hashes, UUIDs, prose, documented example
// keys) and what they must find in Portuguese-named fintech code and configs, always redacted.
import { describe, expect, it } from 'vitest';
import { detectSecrets } from '../src/detectors/secrets/detect-secrets.js';
import { providerNamedIn } from '../src/detectors/secrets/provider-names.js';
import { makeFinding } from '../src/findings/make-finding.js';

const lookAlikes: Record<string, string> = {
  'expressão de código': 'const password = req.body.password.trim();',
  'chamada de função': 'secret = getSecret()',
  'variável de ambiente': 'token: process.env.PIX_TOKEN,',
  'os.environ': 'SENHA_BANCO = os.environ["SENHA_BANCO"]',
  'placeholder ${}': 'DB_PASSWORD=${DB_PASSWORD}',
  'placeholder <>': 'apiKey: "<your-key>"',
  'placeholder xxxx': 'chaveApi = "xxxxxxxxxxxxxxxxxxxxxxxx"',
  'changeme': 'senha: changeme-por-favor-123',
  'sha-256 ao lado de secret': 'secret_sha256 = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"',
  'sha-1 ao lado de token': 'tokenChecksum: 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12',
  'md5 ao lado de senha': 'senhaHash = "5f4dcc3b5aa765d61d8327deb882cf99"',
  'UUID ao lado de token': 'sessionToken = "3f2b8c1e-9d4a-4f6b-8e2c-1a7d5b9c0e3f"',
  'prosa em português': 'mensagemSenha = "Informe a senha atual para continuar"',
  'palavra acentuada': 'senhaInvalida: "autenticação_obrigatória_para_operação"',
  'prosa traduzida': 'token_expirado = "Sessão-expirada-faça-login-novamente"',
  'exemplo documentado da AWS': 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
  'segredo de exemplo da AWS': 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'token GitHub de exemplo': `GH_TOKEN=ghp_${'x'.repeat(36)}`,
  'nome de campo': "passwordField: 'password_confirmation'",
  'cabeçalho': "tokenHeader: 'x-fapi-interaction-id'",
  'identificador de cliente': 'credentialId: "B9mTcFSck2LzJO2S3ols63"',
  'anti-CSRF': 'csrf-token=Mj2qykJO5rELyHgezQ69nzUX0i3OH67V7+V4eUrLfpuyOuxmiW9rhROG/Whikle15sy==',
  'versão de artefato': 'notes = "Maven - io.jsonwebtoken:jjwt-jackson-0.11.2"',
  'URL com referência': 'DATABASE_URL=postgres://app:${DB_PASS}@db:5432/core',
  'chave Pix (identificador público)': 'chavePix = "financeiro@exemplo.com.br"',
  'PEM sem corpo': '-----BEGIN PRIVATE KEY-----\nanything\n-----END PRIVATE KEY-----',
};

describe('sem achados em parecidos', () => {
  it.each(Object.entries(lookAlikes))('%s', (_name, text) => {
    expect(detectSecrets('config.txt', `${text}\n`)).toEqual([]);
  });
});

// Random-looking values for the fintech cases (not provider formats).
const apiKey = 'Zq8TnW3xLp5RvK9mB2cY7hJ4dF6sG1aE';
const dbPassword = 'S3nh@Banc0-Pr0d!x9';
const pixToken = 'pX7kQ2mN9vB4cZ8wR5tY1uI6oP3aS0dF';

// tokenPix names Pix, so it is reported as that provider's credential.
const fintech: Array<[string, string, string, string, string?]> = [
  ['Java', 'PixClient.java', `private static final String chaveApi = "${apiKey}";`, apiKey],
  ['Kotlin', 'Banco.kt', `val senhaBanco: String = "${dbPassword}"`, dbPassword],
  ['TypeScript', 'pix.ts', `const tokenPix = '${pixToken}';`, pixToken, 'secret-provider-token'],
  ['.env', '.env', `SENHA_BANCO=${dbPassword}`, dbPassword],
  ['YAML', 'application.yml', `pix:\n  tokenPix: ${pixToken}`, pixToken, 'secret-provider-token'],
  ['properties', 'application.properties', `banco.senha=${dbPassword}`, dbPassword],
  ['JSON', 'pix.json', `{ "chave_api": "${apiKey}" }`, apiKey],
];

describe('código de fintech com nomes em português', () => {
  it.each(fintech)('%s: acha o segredo e nunca o mostra', (_lang, file, text, value, rule) => {
    const hits = detectSecrets(file, `${text}\n`);
    expect(hits).toHaveLength(1);
    const finding = makeFinding(hits[0]!);
    expect(finding.rule).toBe(rule ?? 'secret-high-entropy');
    expect(finding.snippet).toContain('***REDACTED***');
    expect(`${finding.snippet} ${finding.message}`).not.toContain(value);
  });

  it('nomeia o provedor quando o nome da variável o diz (Pix, PagSeguro)', () => {
    const [hit] = detectSecrets('pix.env', `PIX_CLIENT_SECRET=${pixToken}\n`);
    expect(hit?.message).toContain('(Pix)');
  });
});

describe('referências em código-fonte', () => {
  it('um identificador sem aspas é variável em código, mas valor literal em configuração', () => {
    const line = 'tokenPagamento = Kx8vQ2mZ7pL4wN9rT5yB\n';
    expect(detectSecrets('pagamento.ts', line)).toEqual([]);
    expect(detectSecrets('pagamento.properties', line)).toHaveLength(1);
    expect(detectSecrets('types.d.ts', 'type messages_AuthenticationMD5Password = AuthenticationMD5Password;\n')).toEqual([]);
  });
});

describe('consultas e encadeamentos opcionais', () => {
  it.each([
    ['GraphQL', 'verify.graphql', 'query Verify($token: queryInput_verifyMagicLink_token!) {'],
    ['encadeamento opcional', 'tenant.ts', "const secret = created.body.data?.createTenantToken.secret ?? '';"],
    ['parâmetros de URL', 'links.md', 'GET /auth/callback?token=s3cr3t&password=hunter2'],
  ])('%s', (_name, file, text) => {
    expect(detectSecrets(file, `${text}\n`)).toEqual([]);
  });
});

describe('formatos de várias linhas', () => {
  it('Secret do Kubernetes e elemento XML: acha e redige o valor', () => {
    const encoded = Buffer.from('S3nh@Banc0-Pr0d!x9').toString('base64');
    const manifest = `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  senha: ${encoded}\n`;
    const [k8s] = detectSecrets('db-secret.yaml', manifest);
    expect(k8s?.ruleId).toBe('secret-kubernetes-manifest');
    expect(k8s?.line).toBe(6);
    expect(k8s?.snippet).not.toContain(encoded);
    const xml = `<config>\n  <pixToken>\n    pX7kQ2mN9vB4cZ8wR5tY1uI6oP3aS0dF\n  </pixToken>\n</config>\n`;
    const hits = detectSecrets('pix.xml', xml);
    expect(hits).toHaveLength(1);
    expect(JSON.stringify(hits)).not.toContain('pX7kQ2mN9vB4cZ8wR5tY1uI6oP3aS0dF');
  });
});

describe('nome de provedor só como palavra inteira', () => {
  it('pixelSecret não é Pix; tokenPix e AWSToken são', () => {
    expect(providerNamedIn('constructorToken')).toBeUndefined();
    expect(providerNamedIn('pixelSecret')).toBeUndefined();
    expect(providerNamedIn('lawsToken')).toBeUndefined();
    expect(providerNamedIn('tokenPix')).toBe('Pix');
    expect(providerNamedIn('AWSToken')).toBe('AWS');
    expect(providerNamedIn('MessageBirdToken')).toBe('MessageBird');
  });
});
