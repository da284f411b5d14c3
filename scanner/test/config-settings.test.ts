// Configuration parsers (one entry per setting, with its line) and the common setting checks.
import { describe, expect, it } from 'vitest';
import { checkSettings } from '../src/config/checks.js';
import { durationSeconds } from '../src/config/duration.js';
import { parseConfig } from '../src/config/parse-config.js';
import { configKind } from '../src/files/classify.js';

const rules = (kind: Parameters<typeof parseConfig>[0], text: string) =>
  checkSettings(parseConfig(kind, text)).map((h) => `${h.entry.line}:${h.ruleId}`);

describe('roteamento por nome', () => {
  it('escolhe o parser pelo nome ou extensão', () => {
    expect(configKind('pagamentos/src/main/resources/application-prod.properties')).toBe('properties');
    expect(configKind('k8s/api-pix.yaml')).toBe('yaml');
    expect(configKind('conta-digital/.env')).toBe('env');
    expect(configKind('conta-digital/.env.production')).toBe('env');
    expect(configKind('.envrc')).toBeUndefined();
    expect(configKind('pyproject.toml')).toBe('toml');
    expect(configKind('legado/app.conf')).toBe('ini');
    expect(configKind('Dockerfile.api-pix')).toBe('dockerfile');
    expect(configKind('src/App.java')).toBeUndefined();
    expect(configKind('src/main/resources/messages_pt_BR.properties')).toBeUndefined();
    expect(configKind('config/locales/pt-BR.yml')).toBeUndefined();
    expect(configKind('pnpm-lock.yaml')).toBeUndefined();
  });
});

describe('parsers', () => {
  it('properties: separadores =, : e espaço; continuação com \\', () => {
    const entries = parseConfig('properties', '# c\na.b=1\nc.d: x\\\n   y\ne f\n');
    expect(entries.map((e) => [e.key, e.value, e.line])).toEqual([['a.b', '1', 2], ['c.d', 'xy', 3], ['e', 'f', 5]]);
  });

  it('YAML: vários documentos, env name/value do Kubernetes e listas', () => {
    const text = 'a:\n  b: 1\n---\nspec:\n  env:\n    - name: JWS_ALG\n      value: RS256\n  origins: ["*"]\n';
    expect(parseConfig('yaml', text).map((e) => [e.key, e.value, e.line])).toEqual([
      ['a.b', '1', 2], ['spec.env.JWS_ALG', 'RS256', 6], ['spec.origins', '*', 8],
    ]);
  });

  it('YAML: environment no estilo Compose (KEY=valor)', () => {
    const entries = parseConfig('yaml', 'services:\n  api:\n    environment:\n      - NODE_TLS_REJECT_UNAUTHORIZED=0\n');
    expect(entries.map((e) => [e.key, e.value, e.line])).toEqual([['services.api.environment.NODE_TLS_REJECT_UNAUTHORIZED', '0', 4]]);
  });

  it('TOML: chaves aninhadas com a linha da chave', () => {
    const entries = parseConfig('toml', '[srv]\nurl = "http://x.com.br" # c\n\n[srv.tls]\nverify = false\n');
    expect(entries.map((e) => [e.key, e.value, e.line])).toEqual([['srv.url', 'http://x.com.br', 2], ['srv.tls.verify', 'false', 5]]);
  });

  it('Dockerfile: ENV nas duas formas, ARG e atribuições de RUN', () => {
    const text = 'ENV A=1 B="x y"\nENV C 2\nARG D=3\nRUN E=4 npm ci --flag=5 && export F=6\n';
    expect(parseConfig('dockerfile', text).map((e) => `${e.key}=${e.value}@${e.line}`)).toEqual(['A=1@1', 'B=x y@1', 'C=2@2', 'D=3@3', 'E=4@4', 'F=6@4']);
  });
});

describe('verificações', () => {
  it('depuração e TLS desligado', () => {
    expect(rules('properties', 'debug=true\nserver.error.include-stacktrace=always\nmanagement.endpoints.web.exposure.include=*\nspring.devtools.restart.enabled=true\n'))
      .toEqual(['1:debug-mode-enabled', '2:debug-mode-enabled', '3:debug-mode-enabled', '4:debug-mode-enabled']);
    expect(rules('env', 'NODE_TLS_REJECT_UNAUTHORIZED=0\nPGSSLMODE=disable\nNODE_TLS_REJECT_UNAUTHORIZED=1\nDB=postgres://h/db?sslmode=disable\n'))
      .toEqual(['1:tls-verification-disabled', '2:tls-verification-disabled', '4:tls-verification-disabled']);
    expect(rules('yaml', 'clusters:\n  - cluster:\n      insecure-skip-tls-verify: true\n')).toEqual(['3:tls-verification-disabled']);
  });

  it('http:// remoto sim; namespaces XML, localhost e exemplos não', () => {
    const text = 'a=http://api.banco.com.br\nxmlns=http://api.banco.com.br\nb=http://www.w3.org/2001/XMLSchema\nc=http://schemas.xmlsoap.org/soap/\nd=http://java.sun.com/xml/ns/javaee\ne=http://localhost:8080\nf=http://api.example.com\ng=http://10.0.0.1\n';
    expect(rules('properties', text)).toEqual(['1:http-plaintext-endpoint']);
  });

  it('segredos fixos; placeholders e referências não', () => {
    const text = 'a.client-secret=pix-segredo\nb.password=${DB_PASSWORD}\nc.password={{ senha }}\nd.password=changeme\ne.password=<senha>\nf.password=\ng.password=ENC(abc)\n';
    expect(rules('properties', text)).toEqual(['1:secret-high-entropy']);
  });

  it('rótulos e frases sob nomes de senha, e a referência de um ExternalSecret, não são segredos; uma senha fraca é', () => {
    const text = 'pix.mensagem.senha=Senha inválida; confirme a operação no aplicativo\nMENSAGEM_SENHA=Informe-a-sua-senha-de-transação\nbanco.senha=minhasenha\n';
    expect(rules('properties', text)).toEqual(['3:secret-high-entropy']);
    expect(rules('yaml', 'kind: ExternalSecret\nspec:\n  data:\n    - secretKey: senha\n      remoteRef:\n        key: pagamentos/db\n')).toEqual([]);
  });

  it('CORS *: com credenciais é achado; sozinho em documento de descoberta não', () => {
    expect(rules('yaml', 'api:\n  allowed-origins: "*"\n  allow-credentials: true\nwk:\n  path: /.well-known/openid-configuration\n  allowed-origins: "*"\nx:\n  allowed-origins: "*"\n'))
      .toEqual(['2:cors-wildcard', '8:cors-wildcard']);
  });

  it('perfil Open Finance: PS256, RSA-OAEP/A256GCM e validade 300–900 s', () => {
    const text = [
      'jws.alg=RS256', 'jws.alg=PS256', 'signing-algorithm=none', 'jwe.alg=RSA1_5', 'jwe.alg=RSA-OAEP', 'jwe.enc=A128GCM', 'jwe.enc=A256GCM',
      'expires-in=3600', 'access-token-ttl=1h', 'access-token-ttl=PT60M', 'access-token-ttl=10m', 'refresh-token-ttl=86400', 'jwt.expiration=600000',
      'access-token-validity-ms=600000',
    ].join('\n');
    expect(rules('properties', text)).toEqual([
      '1:of-jws-alg-not-ps256', '3:of-jws-alg-not-ps256', '4:of-jwe-alg', '6:of-jwe-alg',
      '8:of-token-lifetime', '9:of-token-lifetime', '10:of-token-lifetime', '13:of-token-lifetime',
    ]);
  });

  it('converte durações', () => {
    expect(durationSeconds('PT15M', 'ttl')).toBe(900);
    expect(durationSeconds('1h', 'ttl')).toBe(3600);
    expect(durationSeconds('600000', 'validityms')).toBe(600);
    expect(durationSeconds('cinco', 'ttl')).toBeUndefined();
  });
});
