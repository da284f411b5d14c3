// Provider families: one true case each, found with the provider named in the message and the value
// redacted. Tokens are built at run time from a seeded generator so no provider-format token sits in the
// repository (push protection, and no real credential can leak from here).
import { describe, expect, it } from 'vitest';
import { detectSecrets } from '../src/detectors/secrets/detect-secrets.js';
import { redactSecretLike } from '../src/detectors/secrets/redact.js';
import { makeFinding } from '../src/findings/make-finding.js';

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789abcdef';
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
let seed = 0x9e3779b9;
/** Deterministic pseudo-random text of `n` characters of `alphabet` (xorshift32). */
function rnd(alphabet: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    out += alphabet[(seed >>> 0) % alphabet.length];
  }
  return out;
}

interface Case { family: string; provider: string; line: (v: string) => string; value: string; rule?: string }

const cases: Case[] = [
  { family: 'AWS key id', provider: 'AWS', value: `AKIA${rnd(UPPER_ALNUM, 16)}`, line: (v) => `aws_access_key_id = ${v}` },
  { family: 'AWS secret', provider: 'AWS', value: rnd(ALNUM + '/+', 40), line: (v) => `aws_secret_access_key = "${v}"` },
  { family: 'GitHub PAT', provider: 'GitHub', value: `ghp_${rnd(ALNUM, 36)}`, line: (v) => `GH_TOKEN: ${v}` },
  { family: 'GitHub fine-grained', provider: 'GitHub', value: `github_pat_${rnd(ALNUM + '_', 82)}`, line: (v) => `token = "${v}"` },
  { family: 'GitLab', provider: 'GitLab', value: `glpat-${rnd(ALNUM, 20)}`, line: (v) => `CI_TOKEN=${v}` },
  { family: 'Slack bot', provider: 'Slack', value: `xoxb-${rnd('0123456789', 12)}-${rnd('0123456789', 12)}-${rnd(ALNUM, 24)}`, line: (v) => `slack: ${v}` },
  { family: 'Slack webhook', provider: 'Slack (webhook)', value: `https://hooks.slack.com/services/${rnd(ALNUM, 44)}`, line: (v) => `url = "${v}"` },
  { family: 'Stripe', provider: 'Stripe', value: `sk_live_${rnd(ALNUM, 24)}`, line: (v) => `Stripe.apiKey = "${v}";` },
  { family: 'Google API', provider: 'Google Cloud', value: `AIza${rnd(ALNUM + '_-', 35)}`, line: (v) => `mapsKey: "${v}"` },
  { family: 'Azure Storage', provider: 'Azure Storage', value: `${rnd(ALNUM + '+/', 86)}==`, line: (v) => `DefaultEndpointsProtocol=https;AccountName=contas;AccountKey=${v};EndpointSuffix=core.windows.net` },
  { family: 'Azure AD', provider: 'Azure AD', value: `${rnd(ALNUM, 3)}8Q~${rnd(ALNUM + '_-', 34)}`, line: (v) => `azure.client-secret=${v}` },
  { family: 'JWT', provider: 'JWT', value: `eyJ${rnd(ALNUM, 30)}.eyJ${rnd(ALNUM, 60)}.${rnd(ALNUM + '_-', 43)}`, line: (v) => `Authorization = "Bearer ${v}"` },
  { family: 'Twilio', provider: 'Twilio', value: `SK${rnd(HEX, 32)}`, line: (v) => `twilio.sid=${v}` },
  { family: 'SendGrid', provider: 'SendGrid', value: `SG.${rnd(ALNUM, 22)}.${rnd(ALNUM, 43)}`, line: (v) => `SENDGRID=${v}` },
  { family: 'npm', provider: 'npm', value: `npm_${rnd(ALNUM, 36)}`, line: (v) => `//registry.npmjs.org/:_authToken=${v}` },
  { family: 'PyPI', provider: 'PyPI', value: `pypi-AgEIcHlwaS5vcmc${rnd(ALNUM + '_-', 70)}`, line: (v) => `password = ${v}` },
  { family: 'Heroku', provider: 'Heroku', value: `HRKU-AA${rnd(ALNUM + '_-', 58)}`, line: (v) => `HEROKU=${v}` },
  { family: 'Shopify', provider: 'Shopify', value: `shpat_${rnd(HEX, 32)}`, line: (v) => `loja: ${v}` },
  { family: 'Square', provider: 'Square', value: `sq0csp-${rnd(ALNUM + '_-', 43)}`, line: (v) => `square = '${v}'` },
  { family: 'Mailgun', provider: 'Mailgun', value: `key-${rnd(HEX, 32)}`, line: (v) => `MAILGUN=${v}` },
  { family: 'Discord webhook', provider: 'Discord (webhook)', value: `https://discord.com/api/webhooks/${rnd('0123456789', 18)}/${rnd(ALNUM + '_-', 68)}`, line: (v) => `hook: ${v}` },
  { family: 'Telegram', provider: 'Telegram', value: `${rnd('0123456789', 10)}:A${rnd(ALNUM + '_-', 34)}`, line: (v) => `bot = "${v}"` },
  { family: 'OpenAI', provider: 'OpenAI', value: `sk-proj-${rnd(ALNUM, 40)}T3BlbkFJ${rnd(ALNUM, 40)}`, line: (v) => `OPENAI=${v}` },
  { family: 'Anthropic', provider: 'Anthropic', value: `sk-ant-api03-${rnd(ALNUM + '_-', 93)}AA`, line: (v) => `client = Anthropic(api_key="${v}")` },
  { family: 'Vault', provider: 'HashiCorp Vault', value: `hvs.${rnd(ALNUM, 95)}`, line: (v) => `VAULT=${v}` },
  { family: 'DigitalOcean', provider: 'DigitalOcean', value: `dop_v1_${rnd(HEX, 64)}`, line: (v) => `do: ${v}` },
  { family: 'New Relic', provider: 'New Relic', value: `NRAK-${rnd(UPPER_ALNUM, 27)}`, line: (v) => `license: ${v}` },
  { family: 'Sentry', provider: 'Sentry', value: `sntryu_${rnd(HEX, 64)}`, line: (v) => `auth = ${v}` },
  { family: 'Atlassian', provider: 'Atlassian', value: `ATATT3${rnd(ALNUM + '_-', 186)}`, line: (v) => `JIRA=${v}` },
  { family: 'Datadog (nome do provedor)', provider: 'Datadog', value: rnd(HEX, 40), line: (v) => `DATADOG_APP_KEY=${v}` },
  { family: 'Okta (nome do provedor)', provider: 'Okta', value: `00${rnd(ALNUM + '_-', 40)}`, line: (v) => `okta.client.token=${v}` },
  { family: 'PagSeguro (nome do provedor)', provider: 'PagSeguro', value: rnd(HEX, 32).toUpperCase(), line: (v) => `pagseguro.token=${v}` },
  { family: 'chave privada RSA', provider: '', rule: 'secret-private-key', value: rnd(ALNUM + '+/', 64), line: (v) => `-----BEGIN RSA PRIVATE KEY-----\n${v}\n-----END RSA PRIVATE KEY-----` },
  { family: 'chave privada OpenSSH', provider: '', rule: 'secret-private-key', value: rnd(ALNUM + '+/', 64), line: (v) => `-----BEGIN OPENSSH PRIVATE KEY-----\n${v}\n-----END OPENSSH PRIVATE KEY-----` },
  { family: 'chave privada EC escapada', provider: '', rule: 'secret-private-key', value: rnd(ALNUM + '+/', 64), line: (v) => `{"key": "-----BEGIN EC PRIVATE KEY-----\\n${v}\\n-----END EC PRIVATE KEY-----\\n"}` },
  { family: 'postgres', provider: '', rule: 'secret-credential-url', value: `Pg${rnd(ALNUM, 14)}`, line: (v) => `DATABASE_URL=postgres://app:${v}@db.interno:5432/core` },
  { family: 'mongodb+srv', provider: '', rule: 'secret-credential-url', value: `Mg${rnd(ALNUM, 14)}`, line: (v) => `uri: mongodb+srv://svc:${v}@cluster0.exemplo.net/pix` },
  { family: 'amqp', provider: '', rule: 'secret-credential-url', value: `Rb${rnd(ALNUM, 12)}`, line: (v) => `AMQP_URL=amqp://fila:${v}@mq:5672/` },
  { family: 'redis', provider: '', rule: 'secret-credential-url', value: `Rd${rnd(ALNUM, 12)}`, line: (v) => `redis://default:${v}@cache:6379/0` },
  { family: 'jdbc', provider: '', rule: 'secret-credential-url', value: `Jd${rnd(ALNUM, 12)}`, line: (v) => `url=jdbc:sqlserver://db:1433;databaseName=core;user=app;password=${v}` },
  { family: 'Facebook', provider: 'Facebook', value: `EAAC${rnd(ALNUM, 120)}`, line: (v) => `fb.accessToken = "${v}"` },
  { family: 'Facebook app|secret', provider: 'Facebook', value: `${rnd('0123456789', 15)}|${rnd(HEX, 32)}`, line: (v) => `FB_APP_TOKEN=${v}` },
];

describe('famílias de provedores', () => {
  it.each(cases)('$family: achado com o provedor na mensagem e o valor redigido', ({ provider, line, value, rule }) => {
    const hits = detectSecrets('config.txt', `${line(value)}\n`);
    expect(hits).toHaveLength(1);
    const finding = makeFinding(hits[0]!);
    expect(finding.rule).toBe(rule ?? 'secret-provider-token');
    if (provider) expect(finding.message).toContain(`(${provider})`);
    expect(finding.snippet).toContain('***REDACTED***');
    expect(JSON.stringify(finding)).not.toContain(value);
    // The same line as another engine's snippet (an ast-grep finding on it) is redacted too.
    expect(redactSecretLike(line(value))).not.toContain(value);
  });
});

// Look-alikes per family: placeholders in the provider's format, words after its prefix, references.
const lookAlikes: Array<[string, string]> = [
  ['AWS', `aws_access_key_id = AKIA${'X'.repeat(16)}`],
  ['GitHub', `token = "ghp_${'x'.repeat(36)}"`],
  ['GitLab', `CI_TOKEN=glpat-${'X'.repeat(20)}`],
  ['Slack', 'slack: xoxb-xxxxxxxxx-xxxxxxxxxx-xxxxxxxxxxxx'],
  ['Stripe', `Stripe.apiKey = "sk_live_${'0'.repeat(24)}";`],
  ['Stripe (palavra)', 'const task_test_runner = criarTarefa();'],
  ['Google API', `mapsKey: "AIza${'a'.repeat(35)}"`],
  ['Azure AD', `azure.client-secret=abc8Q~${'x'.repeat(34)}`],
  ['OpenAI', 'OPENAI_API_KEY=sk-proj-your-key-here'],
  ['Vault', 's.makeKubeConfigController = args'],
  ['Telegram', 'const horario = "12:30:45"'],
  ['postgres', 'DATABASE_URL=postgres://app:${DB_PASS}@db:5432/core'],
  ['curl', 'curl -u "$USUARIO:$SENHA" https://api.exemplo.com.br'],
  ['JWT', 'const prefixo = "eyJhbGciOi";'],
];

describe('parecidos por família', () => {
  it.each(lookAlikes)('%s', (_family, text) => {
    expect(detectSecrets('config.txt', `${text}\n`)).toEqual([]);
  });
});
