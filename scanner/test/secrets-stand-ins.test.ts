// Values that look like credentials but say they are not: signed data in a JWT, a JWT after `Basic`,
// template filler, names that declare test data, near misses of a provider's format, and hashes under a
// provider's name outside its key format. Each with the true case beside it. Provider-shaped values are
// built at run time (no token in the repository).
import { describe, expect, it } from 'vitest';
import { detectSecrets } from '../src/detectors/secrets/detect-secrets.js';
import { isCredentialJwt } from '../src/detectors/secrets/jwt-claims.js';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jws = (claims: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.kvRPfjAhLhtRTczoRgctVGp7KY1QVH3UBZM-gM0x8ec`;
const random = 'pX7kQ2mN9vB4cZ8wR5tY1uI6oP3aS0dF';
const digits = '8302957164';
const telegramTail = 'AAH7kqZr2-Vx9LmPw4Tn8Bc3Ds6Fg1Hj0Ky';

const rules = (file: string, text: string) => detectSecrets(file, `${text}\n`).map((h) => h.engineRule);

describe('JWT: credencial só quando identifica alguém ou tem validade', () => {
  it.each([
    ['assunto e validade', { sub: 'cliente-42', exp: 1_900_000_000 }],
    ['perfil', { perfil: 'operador' }],
    ['id de usuário', { userId: 712_345 }],
    ['só validade', { exp: 1_589_585_563 }],
    ['usuário dentro de data', { data: { contaCorrente: '0001-9', cpfTitular: '***.456.789-**' } }],
  ])('%s: achado', (_name, claims) => {
    expect(rules('cliente.ts', `const tokenAcesso = "${jws(claims)}";`)).toEqual(['vigia/jwt']);
  });

  it('dado assinado sem sujeito (JWS de uma notificação de pagamento): não é segredo', () => {
    const payload = jws({ valor: 150.5, moeda: 'BRL', confianca: 0.8 });
    expect(rules('webhook.test.ts', `const corpoAssinado = "${payload}";`)).toEqual([]);
    expect(isCredentialJwt(payload)).toBe(false);
  });

  it('partes que não decodificam em JSON: mantido (não dá para ler os claims)', () => {
    expect(isCredentialJwt(`eyJ${random}.eyJ${random}${random}.${random}`)).toBe(true);
  });
});

describe('Authorization: Basic', () => {
  it('base64 de usuario:senha é credencial', () => {
    const basic = Buffer.from('pix-api:S3nh@Banc0-Pr0d!x9').toString('base64');
    expect(rules('deploy.sh', `curl -H "Authorization: Basic ${basic}" https://api.banco.interno/pix`)).toEqual(['vigia/credential-url']);
  });

  it('um JWS de dados depois de Basic não é login nem credencial', () => {
    expect(rules('deploy.sh', `curl -X POST -H "Authorization: Basic ${jws({ score: 0.8 })}" https://api.banco.interno/analise`)).toEqual([]);
  });
});

describe('preenchimento de modelo: o mesmo grupo três vezes', () => {
  it.each([
    ['UUID de exemplo', 'const snykToken = "12345678-ABCD-ABCD-ABCD-1234567890AB";'],
    ['grupos de dígitos', 'chaveApi = "9876-9876-9876-9876-5432"'],
    ['senha de modelo', 'SENHA_BANCO=Xy12.Xy12.Xy12.Xy12'],
  ])('%s', (_name, text) => {
    expect(rules('config.env', text)).toEqual([]);
  });

  it('grupos diferentes separados por hífen continuam segredo', () => {
    expect(rules('config.env', 'chaveApi = "k9Fq-27Lm-xP4w-Rt8Z-b3Nc"')).toEqual(['vigia/high-entropy']);
  });
});

describe('nomes que declaram dado de teste', () => {
  it.each([
    ['tokenInvalido', `const tokenInvalido = "${random}";`],
    ['tokenInválido (acento)', `const tokenInválido = "${random}";`],
    ['SENHA_ERRADA', `SENHA_ERRADA="${random}"`],
    ['fakeSecret', `fakeSecret: "${random}"`],
    ['nonMatchingToken', `nonMatchingToken := "${random}"`],
    ['chavePixFicticia', `val chavePixFicticiaToken = "${random}"`],
  ])('%s: sem achado', (_name, text) => {
    expect(rules('autenticacao.test.ts', text)).toEqual([]);
  });

  it.each([
    ['tokenValido', `const tokenValido = "${random}";`],
    ['invalidateToken (verbo, não adjetivo)', `invalidateToken = "${random}"`],
  ])('%s: achado', (_name, text) => {
    expect(rules('autenticacao.ts', text)).toEqual(['vigia/high-entropy']);
  });

  it('um token no formato do provedor vale mais que o nome', () => {
    expect(rules('bot.ts', `const telegramFalso = "${digits}:${telegramTail}";`)).toEqual(['vigia/telegram-bot-token']);
  });
});

describe('quase no formato do provedor', () => {
  it.each([
    ['GitHub truncado na documentação', 'GITHUB_TOKEN=ghp_abc123def456ghi789jkl'],
    ['Telegram com id de 4 dígitos', `telegram_api_token = "7763:${telegramTail}"`],
    ['Telegram com id de 17 dígitos', `telegram_api_token = "46360836552893999:${telegramTail}"`],
    ['Slack com ids de modelo', 'SLACK_TOKEN="xoxp-1234-5678-9012-4ddbc191d40ee098cbaae6f3523ada2d"'],
  ])('%s: sem achado', (_name, text) => {
    expect(rules('README.md', text)).toEqual([]);
  });

  it('no formato exato: achado', () => {
    expect(rules('bot.env', `TELEGRAM_API_TOKEN=${digits}:${telegramTail}`)).toEqual(['vigia/telegram-bot-token']);
  });

  it('token de atualização do Slack (xoxe-1-, maiúsculas e minúsculas)', () => {
    const tail = random.repeat(5).slice(0, 146);
    expect(rules('slack.env', `SLACK_REFRESH=xoxe-1-${tail}`)).toEqual(['vigia/slack-token']);
  });
});

describe('nome de provedor com formato de chave publicado', () => {
  const hex40 = '5cb4a5f04cd412fe946667b17f0129ba17aeb2e0';
  it('Meraki: 40 hex minúsculos é a chave; outro hash com o nome é checksum', () => {
    expect(rules('meraki.env', `MERAKI_API_KEY=${hex40}`)).toEqual(['vigia/provider-named-assignment']);
    expect(rules('meraki.env', `MERAKI_KEY_SHA256=${hex40}c7b5b7264efcebf7d022bfe2`)).toEqual([]);
    expect(rules('meraki.env', `meraki-api-key: ${hex40.slice(0, 5).toUpperCase()}${hex40.slice(5)}`)).toEqual([]);
  });

  it('Heroku: UUID é a chave; hash hexadecimal com o nome não', () => {
    expect(rules('app.env', 'HEROKU_API_KEY=3f2b8c1e-9d4a-4f6b-8e2c-1a7d5b9c0e3f')).toEqual(['vigia/provider-named-assignment']);
    expect(rules('app.env', `HEROKU_API_KEY_SHA1=${hex40}`)).toEqual([]);
  });
});
