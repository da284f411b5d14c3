// Provider table and generic rule: per-family true cases, look-alikes from our own (fintech, pt-BR)
// code, and redaction. Tokens are assembled at run time so no provider-format secret sits in the repo.
import { describe, expect, it } from 'vitest';
import { detectInText } from '../src/scan/detect-text.js';

/** Deterministic pseudo-random string over an alphabet (no repeats or ascending runs that read as filler). */
function rand(length: number, alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789', seed = 7): string {
  let x = seed;
  let out = '';
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const ch = alphabet[(x >>> 16) % alphabet.length] ?? 'a';
    const prev = out.at(-1) ?? '';
    if (ch !== prev && ch.charCodeAt(0) !== prev.charCodeAt(0) + 1) out += ch;
  }
  return out;
}
const HEX = '0123456789abcdef';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const TRUE_CASES: [string, string, string][] = [
  ['AWS', 'aws.env', `AWS_ACCESS_KEY_ID=AKIA${rand(16, B32)}`],
  ['AWS', 'aws.ini', `aws_secret_access_key = ${rand(40, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789/+')}`],
  ['GitHub', 'ci.yml', `  GH_TOKEN: ghp_${rand(36)}`],
  ['GitHub', 'ci2.yml', `  token: github_pat_${rand(82, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789_')}`],
  ['GitLab', '.gitlab.env', `GITLAB=glpat-${rand(20)}`],
  ['Slack', 'slack.js', `const bot = 'xoxb-${rand(11, '0123456789')}-${rand(12, '0123456789', 3)}-${rand(24)}';`],
  ['Slack', 'hook.json', `{ "url": "https://hooks.slack.com/services/${rand(9, B32)}/${rand(11, B32)}/${rand(24)}" }`],
  ['Stripe', 'pay.py', `stripe.api_key = "sk_live_${rand(24)}"`],
  ['Google', 'maps.ts', `const mapa = 'AIza${rand(35)}';`],
  ['Azure Storage', 'app.config', `DefaultEndpointsProtocol=https;AccountName=conta;AccountKey=${rand(86, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789+/')}==;`],
  ['JWT', 'req.http', `Authorization: Bearer eyJ${rand(30)}.eyJ${rand(40)}.${rand(43)}`],
  ['SendGrid', 'mail.rb', `SENDGRID = "SG.${rand(22)}.${rand(43)}"`],
  ['npm', '.npmrc', `//registry.npmjs.org/:_authToken=npm_${rand(36)}`],
  ['OpenAI', 'ia.py', `cliente = OpenAI(api_key="sk-proj-${rand(40)}T3BlbkFJ${rand(40)}")`],
  ['Anthropic', 'ia.ts', `const k = "sk-ant-api03-${rand(93)}AA";`],
  ['HashiCorp Vault', 'vault.sh', `export VAULT=hvs.${rand(95)}`],
  ['DigitalOcean', 'do.tf', `do_token = "dop_v1_${rand(64, HEX)}"`],
  ['Telegram', 'bot.py', `BOT = "${rand(10, '0123456789')}:A${rand(34)}"`],
  ['Twilio', 'sms.js', `const twilioKey = 'SK${rand(32, HEX)}';`],
  ['Shopify', 'loja.rb', `TOKEN_LOJA = "shpat_${rand(32, HEX)}"`],
  ['Sentry', 'sentry.env', `SENTRY=sntryu_${rand(64, HEX)}`],
  ['New Relic', 'nr.yml', `license: NRAK-${rand(27, B32)}`],
  ['Okta', 'okta.env', `OKTA_API_TOKEN=00${rand(40)}`],
];

const CREDENTIAL_CASES: [string, string, string][] = [
  ['db.env', `DATABASE_URL=postgres://app:${rand(14)}@db.interno:5432/core`, 'secret-credential-url'],
  ['mongo.ts', `const uri = 'mongodb+srv://svc:${rand(16)}@cluster0.exemplo.net/pix';`, 'secret-credential-url'],
  ['App.java', `String url = "jdbc:sqlserver://db;user=sa;password=${rand(12)}";`, 'secret-credential-url'],
  ['deploy.sh', `curl -u deploy:${rand(18)} https://artefatos.exemplo.com.br`, 'secret-credential-url'],
];
const CREDENTIAL_LOOK_ALIKES = ['curl -u username:password https://api.exemplo.com', 'curl --user neo4j:[PASSWORD] http://host', 'url = "amqp://guest:${RABBIT_PASS}@fila/"'];

const GENERIC_TRUE: [string, string][] = [
  ['Pix.java', `    private static final String tokenPix = "${rand(32)}";`],
  ['banco.properties', `senhaBanco=${rand(20)}`],
  ['.env', `CHAVE_API=${rand(32)}`],
  ['config.json', `{ "chaveApi": "${rand(28)}" }`],
  ['app.yml', `pagamentos:\n  client_secret: '${rand(30)}'`],
  ['Makefile', `DEPLOY_TOKEN ?= "${rand(24)}"`],
  ['main.go', `var apiToken string = "${rand(30)}"`],
];

const LOOK_ALIKES: [string, string][] = [
  ['login.js', 'const password = req.body.password.trim();'],
  ['svc.ts', 'const secret = getSecret();\nconst cfg = { token: process.env.API_TOKEN };'],
  ['.env', 'DB_PASSWORD=${DB_PASSWORD}\nAPI_KEY=<your-key>\nSENHA=changeme\nTOKEN=xxxxxxxxxxxxxxxx'],
  ['Pagamento.java', 'String senhaBanco = config.getSenhaBanco();\nString tokenPix = pix.token.valor;'],
  ['checksums.yml', `secret_sha256: ${rand(64, HEX)}\nsecret_md5: "${rand(32, HEX)}"`],
  ['ids.json', '{ "token_id": "3f2b8c1e-9a4d-4f6e-8b7c-2d1e0f9a8b7c" }'],
  ['mensagens.po', 'msgid "password_reset"\nmsgstr "Redefinição de senha concluída"\nsenha_label = "Informe a senha atual, por favor"'],
  ['traducao.yml', 'senha_invalida: "Senha inválida; tente novamente"\ntoken_expirado: Sessão-expirada-faça-login'],
  ['aws-doc.md', 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE'],
  ['slack.md', 'Use xoxb-xxxxxxxxx-xxxxxxxxxx-xxxxxxxxxxxx como exemplo.'],
  ['seq.txt', `api_key = "abcdef1234567890abcdef"`],
];

describe('segredos de provedor', () => {
  it.each(TRUE_CASES)('%s: %s é achado, com o provedor na mensagem e o valor redigido', async (provider, file, line) => {
    const hits = (await detectInText(file, `${line}\n`)).filter((h) => h.source === 'secrets');
    expect(hits).toHaveLength(1);
    expect(hits[0]?.message).toContain(`(${provider})`);
    const secret = /(?:AKIA|ghp_|github_pat_|glpat-|xoxb-|sk_live_|AIza|AccountKey=|eyJ|SG\.|npm_|sk-|hvs\.|dop_v1_|\d{10}:A|SK|shpat_|sntryu_|NRAK-|OKTA_API_TOKEN=|services\/)[^\s"';]+|[A-Za-z0-9/+]{40}$/.exec(line)?.[0] ?? '';
    expect(secret.length).toBeGreaterThan(10);
    expect(`${hits[0]?.snippet} ${hits[0]?.message}`).not.toContain(secret);
  });
});

describe('credenciais em URL e strings de conexão', () => {
  it.each(CREDENTIAL_CASES)('%s é achado com a senha redigida', async (file, line, rule) => {
    const hits = (await detectInText(file, `${line}\n`)).filter((h) => h.source === 'secrets');
    expect(hits.map((h) => h.ruleId)).toEqual([rule]);
    const password = /(?::|password=)([A-Za-z0-9]{12,})(?:@|"| |$)/.exec(line)?.[1] ?? '';
    expect(password).not.toBe('');
    expect(`${hits[0]?.snippet} ${hits[0]?.message}`).not.toContain(password);
  });

  it.each(CREDENTIAL_LOOK_ALIKES)('%s (senha de documentação) não é achado', async (line) => {
    expect((await detectInText('doc.sh', `${line}\n`)).filter((h) => h.source === 'secrets')).toEqual([]);
  });
});

describe('regra genérica (nome de segredo = valor aleatório)', () => {
  it.each(GENERIC_TRUE)('%s é achado e redigido', async (file, text) => {
    const hits = (await detectInText(file, `${text}\n`)).filter((h) => h.source === 'secrets');
    expect(hits.map((h) => h.ruleId)).toEqual(['secret-high-entropy']);
    const value = /["'=]\s*["']?([A-Za-z0-9]{20,})/.exec(text)?.[1] ?? '';
    expect(hits[0]?.snippet).not.toContain(value);
    expect(hits[0]?.snippet).toContain('***REDACTED***');
  });

  it.each(LOOK_ALIKES)('%s: código, placeholders, hashes, UUIDs, prosa e exemplos documentados não são achados', async (file, text) => {
    expect((await detectInText(file, `${text}\n`)).filter((h) => h.source === 'secrets')).toEqual([]);
  });
});
