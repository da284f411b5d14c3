// Ambient settings (models' `ambient` rows): which files an `IConfiguration` or viper reads for a module's
// code — the nearest project's own files, each environment's overlay, the keys all environments agree on —
// and the formats they are written in (JSON flattened as .NET does, a web.config's <appSettings>, YAML).
import { describe, expect, it } from 'vitest';
import { modelsFor } from '../src/taint/models/load.js';
import { ProjectSettings } from '../src/taint/project/settings.js';
import { hitsWithSettings } from './helpers.js';
import { csharpOtherProject } from './model-rows-configuration.js';

const rowOf = (language: string, id: string) => {
  const models = modelsFor(language);
  const row = [...models.ambientByName.values(), ...models.ambientByMember.values()].flat().find((r) => r.id === id);
  if (!row) throw new Error(id);
  return row;
};
const valuesOf = (files: Record<string, string>, language: string, id: string, module: string): Record<string, string> => {
  const settings = new ProjectSettings(Object.keys(files), (f) => files[f]).ambient(rowOf(language, id), module);
  return Object.fromEntries([...(settings ?? [])].map(([k, s]) => [k, s.value]));
};

const BASE = '{\n  "Crypto": { "Hash": "MD5", "Cifra": "AES" },\n  "Hosts": ["a.local", "b.local"]\n}\n';

describe('configuração ambiente (.NET)', () => {
  it('achata objetos com ":" e listas por índice, com as chaves em minúsculas', () => {
    expect(valuesOf({ 'Api/appsettings.json': BASE }, 'csharp', 'iconfiguration', 'Api/Controllers/X.cs')).toEqual({ 'crypto:hash': 'MD5', 'crypto:cifra': 'AES', 'hosts:0': 'a.local', 'hosts:1': 'b.local' });
  });

  it('um ambiente que muda a chave a deixa desconhecida; sem appsettings.Production.json, o arquivo base sozinho também é um ambiente', () => {
    const files = { 'Api/appsettings.json': BASE, 'Api/appsettings.Development.json': '{ "Crypto": { "Hash": "SHA256" } }' };
    expect(valuesOf(files, 'csharp', 'iconfiguration', 'Api/X.cs')).not.toHaveProperty('crypto:hash');
    expect(valuesOf(files, 'csharp', 'iconfiguration', 'Api/X.cs')).toHaveProperty('crypto:cifra', 'AES');
    const production = { ...files, 'Api/appsettings.Production.json': '{ "Crypto": { "Hash": "SHA256" } }' };
    expect(valuesOf(production, 'csharp', 'iconfiguration', 'Api/X.cs')).toHaveProperty('crypto:hash', 'SHA256');
  });

  it('lê o projeto mais próximo do código; sem nenhum acima, só o que todos os da árvore concordam', () => {
    const files = { 'Api/appsettings.json': BASE, 'Worker/appsettings.json': '{ "Crypto": { "Hash": "SHA512" } }' };
    expect(valuesOf(files, 'csharp', 'iconfiguration', 'Worker/Job.cs')).toEqual({ 'crypto:hash': 'SHA512' });
    expect(valuesOf(files, 'csharp', 'iconfiguration', 'Shared/Util.cs')).not.toHaveProperty('crypto:hash');
  });

  it('web.config: as entradas de <appSettings>, com a linha da chave', () => {
    const files = { 'Legado/Web.config': '<configuration>\n  <appSettings>\n    <add key="Hash" value="SHA1" />\n  </appSettings>\n</configuration>\n' };
    const settings = new ProjectSettings(Object.keys(files), (f) => files[f as keyof typeof files]).ambient(rowOf('csharp', 'app-settings'), 'Legado/Pagina.aspx.cs');
    expect(settings?.get('hash')).toMatchObject({ value: 'SHA1', at: { file: 'Legado/Web.config', line: 3 } });
  });

  it('a chave só no appsettings.json de outro projeto não é do código deste', () => {
    const { code, settings } = csharpOtherProject;
    expect(hitsWithSettings('Extrato.cs', code, settings).map((h) => h.ruleId)).not.toContain('crypto-weak-hash');
  });
});

describe('configuração ambiente em JSON com comentários e vírgulas finais', () => {
  const commented = (hash: string): string => `{\n  // ${hash} por enquanto\n  "Crypto": { "Hash": "${hash}", /* legado */ },\n}\n`;

  it('.NET lê appsettings.json e o appsettings.{Ambiente}.json por cima, com comentários', () => {
    expect(valuesOf({ 'Api/appsettings.json': commented('MD5') }, 'csharp', 'iconfiguration', 'Api/X.cs')).toEqual({ 'crypto:hash': 'MD5' });
    const production = { 'Api/appsettings.json': commented('MD5'), 'Api/appsettings.Production.json': commented('SHA256') };
    expect(valuesOf(production, 'csharp', 'iconfiguration', 'Api/X.cs')).toEqual({ 'crypto:hash': 'SHA256' });
  });

  it('o config do npm (JSON5) lê config/default.json com comentários; o viper (encoding/json) não lê o mesmo texto', () => {
    expect(valuesOf({ 'config/default.json': commented('md5') }, 'javascript', 'npm-config', 'src/app.js')).toEqual({ 'crypto.hash': 'md5' });
    expect(valuesOf({ 'config.json': commented('md5') }, 'go', 'viper-package', 'main.go')).toEqual({});
  });
});

describe('configuração ambiente no Program.cs (.NET 6+)', () => {
  it('builder.Configuration e o IConfiguration de uma rota mínima leem o appsettings.json', () => {
    const program = `using System.Security.Cryptography;\nvar builder = WebApplication.CreateBuilder(args);\nvar algoritmo = builder.Configuration["Crypto:Hash"];\nvar seguro = builder.Configuration["Crypto:Seguro"];\nHashAlgorithm.Create(algoritmo);\nHashAlgorithm.Create(seguro);\nvar app = builder.Build();\napp.MapGet("/r", (IConfiguration config) => HashAlgorithm.Create(config.GetValue<string>("Crypto:Hash")));\napp.MapGet("/s", (IConfiguration config) => HashAlgorithm.Create(config.GetValue<string>("Crypto:Seguro")));\n`;
    const settings: Record<string, string> = { 'appsettings.json': '{ "Crypto": { "Hash": "SHA1", "Seguro": "SHA384" } }' };
    const found = hitsWithSettings('Program.cs', program, settings).map((h) => `${h.line}:${h.ruleId}`);
    expect(found.filter((f) => f.endsWith(':crypto-weak-hash')).sort()).toEqual(['5:crypto-weak-hash', '8:crypto-weak-hash']);
  });
});

describe('configuração ambiente (viper)', () => {
  it('config.yaml com chaves pontuadas em minúsculas; o config.yaml de uma pasta irmã só vale se todos concordam', () => {
    const files = { 'config.yaml': 'Servidor:\n  Modo: debug\n', 'tools/config.yaml': 'servidor:\n  modo: release\n' };
    expect(valuesOf(files, 'go', 'viper-package', 'cmd/api/main.go')).toEqual({ 'servidor.modo': 'debug' });
    expect(valuesOf(files, 'go', 'viper-package', 'tools/gen.go')).toEqual({ 'servidor.modo': 'release' });
  });
});

describe('configuração ambiente (Spring)', () => {
  const findings = (file: string, code: string, settings: Record<string, string>): string[] => {
    return hitsWithSettings(file, code, settings).filter((h) => h.ruleId === 'crypto-weak-hash').map((h) => String(h.line));
  };
  const java = [
    'class Resumo {',
    '  @Value("${hash.legado}") private String legado;',
    '  @Value("${hash.ausente:SHA-512}") private String ausente;',
    '  byte[] a(byte[] d) throws Exception { return MessageDigest.getInstance(legado).digest(d); }',
    '  byte[] b(byte[] d) throws Exception { return MessageDigest.getInstance(ausente).digest(d); }',
    '  MessageDigest c(@Value("${hash.perfil:SHA-512}") String alg) throws Exception { return MessageDigest.getInstance(alg); }',
    '  MessageDigest d(Environment env) throws Exception { return MessageDigest.getInstance(env.getProperty("hash.legado", "SHA-512")); }',
    '}',
  ].join('\n');

  it('@Value e Environment leem o application.yml de src/main/resources do módulo; a chave ausente fica com o padrão da anotação', () => {
    const settings = { 'api/src/main/resources/application.yml': 'hash:\n  legado: MD5\n  perfil: SHA1\n', 'worker/src/main/resources/application.yml': 'hash:\n  legado: SHA-256\n' };
    expect(findings('api/src/main/java/br/Resumo.java', java, settings)).toEqual(['4', '6', '7']);
  });

  it('um perfil que muda a chave a deixa desconhecida; um arquivo de outro módulo não vale', () => {
    const settings = { 'api/src/main/resources/application.yml': 'hash:\n  legado: MD5\n  perfil: SHA1\n', 'api/src/main/resources/application-homolog.properties': 'hash.perfil=SHA-384\n' };
    expect(findings('api/src/main/java/br/Resumo.java', java, settings)).toEqual(['4', '7']);
    expect(findings('worker/src/main/java/br/Resumo.java', java, { 'worker/src/main/resources/application.yml': 'hash:\n  legado: SHA-256\n' })).toEqual([]);
  });

  it('application.properties e application.yml da mesma pasta valem juntos (uma chave de um só é conhecida; nos dois, vale a do .properties), e cada perfil também', () => {
    const files = {
      'src/main/resources/application.yml': 'hash:\n  documento: MD5\n  indice: MD5\n  perfil: SHA-256\n',
      'src/main/resources/application.properties': 'hash.arquivo=SHA1\nhash.indice=SHA-512\n',
      'src/main/resources/application-prod.yml': 'hash:\n  perfil: MD5\n  documento: SHA-256\n',
      'src/main/resources/application-prod.properties': 'hash.perfil=SHA-256\n',
    };
    // prod is a production profile: the base alone does not run, so the key only prod changes is prod's.
    expect(valuesOf(files, 'java', 'spring-environment', 'src/main/java/br/App.java')).toEqual({ 'hash.arquivo': 'SHA1', 'hash.indice': 'SHA-512', 'hash.perfil': 'SHA-256', 'hash.documento': 'SHA-256' });
    expect(valuesOf(files, 'kotlin', 'spring-environment', 'src/main/kotlin/br/App.kt')).toHaveProperty('hash.arquivo', 'SHA1');
  });
});

describe('configuração ambiente (.env)', () => {
  it('o .env mais próximo do código; cada .env.{ambiente} por cima é um ambiente; .env.example é só um modelo', () => {
    const files = { '.env': 'HASH=md5\nCIFRA="des"\n', '.env.example': 'HASH=sha512\n', 'api/.env': 'export HASH=sha1 # comentário\n' };
    expect(valuesOf(files, 'python', 'dotenv', 'app/views.py')).toEqual({ hash: 'md5', cifra: 'des' });
    expect(valuesOf(files, 'php', 'dotenv', 'api/index.php')).toEqual({ hash: 'sha1' });
    expect(valuesOf({ ...files, '.env.staging': 'HASH=sha512\n' }, 'javascript', 'dotenv', 'src/app.js')).toEqual({ cifra: 'des' });
  });
});

describe('configuração ambiente (config do npm)', () => {
  it('config/default.json com cada NODE_ENV por cima (com production.json, o default sozinho não roda); custom-environment-variables.json não é um ambiente', () => {
    const files = { 'config/default.json': '{ "cifra": { "legado": "des", "perfil": "aes-128-ecb" } }', 'config/production.json': '{ "cifra": { "perfil": "aes-256-gcm" } }', 'config/custom-environment-variables.json': '{ "cifra": { "legado": "CIFRA" } }' };
    expect(valuesOf(files, 'javascript', 'npm-config', 'src/app.js')).toEqual({ 'cifra.legado': 'des', 'cifra.perfil': 'aes-256-gcm' });
    expect(valuesOf({ ...files, 'config/staging.json': '{ "cifra": { "legado": "aes-256-gcm" } }' }, 'javascript', 'npm-config', 'src/app.js')).toEqual({});
  });
});

describe('configuração ambiente (.env) por nomes importados', () => {
  const hashLines = (file: string, code: string): string[] => {
    const settings: Record<string, string> = { '.env': 'HASH_LEGADO=md5\n' };
    return hitsWithSettings(file, code, settings).filter((h) => h.ruleId === 'crypto-weak-hash').map((h) => String(h.line));
  };
  it('Python: getenv e environ importados de os leem o .env; um getenv de outro módulo, não', () => {
    const use = "def resumo(dados):\n    hashlib.new(getenv('HASH_LEGADO', 'sha512'), dados)\n    hashlib.new(environ['HASH_LEGADO'], dados)\n";
    expect(hashLines('app.py', `import hashlib\nfrom os import environ, getenv\n\n\n${use}`)).toEqual(['6', '7']);
    expect(hashLines('app.py', `import hashlib\nfrom ambiente import environ, getenv\n\n\n${use}`)).toEqual([]);
  });
});
