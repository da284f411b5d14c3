// The forms a program reads ambient settings in, in every language that has them: the settings object kept
// under another name (an alias, a destructured property, an import's alias), the whole environment as a
// map (`System.getenv().get("X")`), Go's comma-ok read with a default, and the Spring profile that runs.
// Each case reads a weak algorithm the tree's configuration writes; its look-alike reads a strong one.
import { describe, expect, it } from 'vitest';
import { hitsWithSettings, lines } from './helpers.js';

/** Lines of `file` reported for `rule` when the tree also holds `settings`. */
function reported(file: string, code: string, settings: Record<string, string>, rule: string): number[] {
  return hitsWithSettings(file, code, settings).filter((h) => h.ruleId === rule).map((h) => h.line).sort((a, b) => a - b);
}

const DOTENV = { '.env': 'HASH_LEGADO=md5\nHASH_ATUAL=sha256\nJWT_LEGADO=none\nJWT_ATUAL=RS256\nCIFRA_JVM=DES\n' };

describe('JavaScript/TypeScript: um objeto de configuração com outro nome', () => {
  it('process.env guardado numa variável, ou desestruturado de process', () => {
    const code = lines(
      "const crypto = require('crypto');",
      'function a(d) { const env = process.env; return crypto.createHash(env.HASH_LEGADO).update(d); }',
      'function b(d) { const { env } = process; return crypto.createHash(env.HASH_LEGADO).update(d); }',
      'function c(d) { const { env: { HASH_LEGADO } } = process; return crypto.createHash(HASH_LEGADO).update(d); }',
      'function d(d) { const { env } = process; return crypto.createHash(env.HASH_ATUAL).update(d); }',
      'function e(d) { const env = process.env; return crypto.createHash(env["HASH_LEGADO"]).update(d); }',
    );
    expect(reported('src/app.js', code, DOTENV, 'crypto-weak-hash')).toEqual([2, 3, 4, 6]);
    expect(reported('src/app.ts', code, DOTENV, 'crypto-weak-hash')).toEqual([2, 3, 4, 6]);
  });

  it("as chaves do config do npm desestruturadas (const { cifra } = config); um objeto de outro pacote, não", () => {
    const settings = { 'config/default.json': '{ "cifra": { "legado": "des-ede3-cbc", "atual": "aes-256-gcm" } }' };
    const use = lines(
      "const crypto = require('crypto');",
      'function a(k, iv) { const { cifra } = config; return crypto.createCipheriv(cifra.legado, k, iv); }',
      'function b(k, iv) { const { cifra: { legado } } = config; return crypto.createCipheriv(legado, k, iv); }',
      'function c(k, iv) { const { cifra } = config; return crypto.createCipheriv(cifra.atual, k, iv); }',
    );
    expect(reported('src/app.js', `const config = require('config');\n${use}`, settings, 'crypto-weak-cipher')).toEqual([3, 4]);
    expect(reported('src/app.ts', `import config from 'config';\n${use}`, settings, 'crypto-weak-cipher')).toEqual([3, 4]);
    expect(reported('src/app.js', `const config = require('./config');\n${use}`, settings, 'crypto-weak-cipher')).toEqual([]);
    // A name imported from the package is not the package: `util` is no settings object.
    expect(reported('src/app.ts', `import { util as config } from 'config';\n${use}`, settings, 'crypto-weak-cipher')).toEqual([]);
  });
});

describe('Python: os e environ importados com outro nome', () => {
  it('from os import environ as E, import os as o, from os import getenv as g', () => {
    const code = lines(
      'import hashlib',
      'import os as o',
      'from os import environ as E, getenv as g',
      'def a(d): return hashlib.new(E["HASH_LEGADO"], d)',
      'def b(d): return hashlib.new(E.get("HASH_LEGADO", "sha512"), d)',
      'def c(d): return hashlib.new(o.environ["HASH_LEGADO"], d)',
      'def e(d): return hashlib.new(o.getenv("HASH_LEGADO"), d)',
      'def f(d): return hashlib.new(g("HASH_LEGADO"), d)',
      'def h(d): return hashlib.new(o.environ.get("HASH_LEGADO"), d)',
      'def i(d): return hashlib.new(E.get("HASH_ATUAL", "md5"), d)',
    );
    expect(reported('app.py', code, DOTENV, 'crypto-weak-hash')).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it('um environ de outro módulo com o mesmo apelido não é o do os', () => {
    const code = lines('import hashlib', 'import ambiente as o', 'from ambiente import environ as E', 'def a(d): return hashlib.new(E["HASH_LEGADO"], d)', 'def b(d): return hashlib.new(o.environ["HASH_LEGADO"], d)');
    expect(reported('app.py', code, DOTENV, 'crypto-weak-hash')).toEqual([]);
  });
});

describe('o ambiente inteiro como mapa', () => {
  it('Java: System.getenv().get("X") e getOrDefault', () => {
    const code = lines(
      'import java.security.MessageDigest;',
      'class Resumo {',
      '  byte[] a(byte[] d) throws Exception { return MessageDigest.getInstance(System.getenv().get("HASH_LEGADO")).digest(d); }',
      '  byte[] b(byte[] d) throws Exception { java.util.Map<String, String> env = System.getenv(); return MessageDigest.getInstance(env.get("HASH_LEGADO")).digest(d); }',
      '  byte[] c(byte[] d) throws Exception { return MessageDigest.getInstance(System.getenv().getOrDefault("HASH_LEGADO", "SHA-512")).digest(d); }',
      '  byte[] e(byte[] d) throws Exception { return MessageDigest.getInstance(System.getenv().get("HASH_ATUAL")).digest(d); }',
      '}',
    );
    expect(reported('src/Resumo.java', code, DOTENV, 'crypto-weak-hash')).toEqual([3, 4, 5]);
  });

  it('Kotlin: System.getenv()["X"], .get("X") e getOrDefault', () => {
    const code = lines(
      'import java.security.MessageDigest',
      'class Resumo {',
      '    fun a(d: ByteArray): ByteArray = MessageDigest.getInstance(System.getenv()["HASH_LEGADO"]).digest(d)',
      '    fun b(d: ByteArray): ByteArray = MessageDigest.getInstance(System.getenv().get("HASH_LEGADO")).digest(d)',
      '    fun c(d: ByteArray): ByteArray { val env = System.getenv(); return MessageDigest.getInstance(env["HASH_LEGADO"]).digest(d) }',
      '    fun e(d: ByteArray): ByteArray = MessageDigest.getInstance(System.getenv().getOrDefault("HASH_LEGADO", "SHA-512")).digest(d)',
      '    fun f(d: ByteArray): ByteArray = MessageDigest.getInstance(System.getenv()["HASH_ATUAL"]).digest(d)',
      '}',
    );
    expect(reported('src/Resumo.kt', code, DOTENV, 'crypto-weak-hash')).toEqual([3, 4, 5, 6]);
  });

  it('C#: Environment.GetEnvironmentVariables()["X"]', () => {
    const code = lines(
      'using System;',
      'using System.Security.Cryptography;',
      'class Resumo {',
      '  HashAlgorithm A() => HashAlgorithm.Create((string)Environment.GetEnvironmentVariables()["HASH_LEGADO"]);',
      '  HashAlgorithm B() { var env = Environment.GetEnvironmentVariables(); return HashAlgorithm.Create((string)env["HASH_LEGADO"]); }',
      '  HashAlgorithm C() => HashAlgorithm.Create((string)Environment.GetEnvironmentVariables()["HASH_ATUAL"]);',
      '}',
    );
    expect(reported('Resumo.cs', code, DOTENV, 'crypto-weak-hash')).toEqual([4, 5]);
  });

  it("PHP: getenv()['X'] e $_SERVER['X']", () => {
    const code = lines(
      '<?php',
      "function a(string $d): string { return hash(getenv()['HASH_LEGADO'], $d); }",
      "function b(string $d): string { $env = getenv(); return hash($env['HASH_LEGADO'], $d); }",
      "function c(string $d): string { return hash($_SERVER['HASH_LEGADO'], $d); }",
      "function e(string $d): string { return hash(getenv()['HASH_ATUAL'], $d); }",
    );
    expect(reported('index.php', code, DOTENV, 'crypto-weak-hash')).toEqual([2, 3, 4]);
    // An array the code builds keeps its keys' case; $_SERVER's request fields stay the client's.
    const built = lines('<?php', "function a(string $d): string { $c = ['hash_legado' => getenv('HASH_LEGADO')]; return hash($c['HASH_LEGADO'] ?? 'sha512', $d); }");
    expect(reported('index.php', built, DOTENV, 'crypto-weak-hash')).toEqual([]);
  });
});

describe('Go: os.LookupEnv com valor padrão', () => {
  it('v, ok := os.LookupEnv("X"); if !ok { v = padrão }: v é o do .env; sem a chave, o padrão (forte) do código', () => {
    const code = lines(
      'package extrato',
      'import (',
      '\t"os"',
      '\t"github.com/golang-jwt/jwt/v5"',
      ')',
      'func A() jwt.SigningMethod {',
      '\tv, ok := os.LookupEnv("JWT_LEGADO")',
      '\tif !ok {',
      '\t\tv = "RS256"',
      '\t}',
      '\treturn jwt.GetSigningMethod(v)',
      '}',
      'func B() jwt.SigningMethod {',
      '\tv, ok := os.LookupEnv("JWT_ATUAL")',
      '\tif !ok {',
      '\t\tv = "none"',
      '\t}',
      '\treturn jwt.GetSigningMethod(v)',
      '}',
      'func C() jwt.SigningMethod {',
      '\tv, ok := os.LookupEnv("JWT_NOVO")',
      '\tif !ok {',
      '\t\tv = "RS256"',
      '\t}',
      '\treturn jwt.GetSigningMethod(v)',
      '}',
    );
    expect(reported('extrato.go', code, DOTENV, 'jwt-alg-none')).toEqual([11]);
  });
});

describe('Spring: o perfil que roda', () => {
  const java = lines(
    'import java.security.MessageDigest;',
    'class Resumo {',
    '  @Value("${hash.perfil}") private String perfil;',
    '  byte[] a(byte[] d) throws Exception { return MessageDigest.getInstance(perfil).digest(d); }',
    '}',
  );
  const kotlin = lines(
    'import java.security.MessageDigest',
    'class Resumo(@Value("\\${hash.perfil}") private val perfil: String) {',
    '    fun a(d: ByteArray): ByteArray = MessageDigest.getInstance(perfil).digest(d)',
    '}',
  );
  const both = (settings: Record<string, string>): [number[], number[]] => [
    reported('src/main/java/br/Resumo.java', java, settings, 'crypto-weak-hash'),
    reported('src/main/kotlin/br/Resumo.kt', kotlin, settings, 'crypto-weak-hash'),
  ];

  it('com um perfil de produção (prod, producao), o arquivo base sozinho não roda', () => {
    for (const name of ['prod', 'producao', 'production']) {
      const settings = { 'src/main/resources/application.properties': 'hash.perfil=SHA-256\n', [`src/main/resources/application-${name}.yml`]: 'hash:\n  perfil: MD5\n' };
      expect(both(settings)).toEqual([[4], [3]]);
    }
    // Another profile (homolog) is an environment beside the base: they disagree, nothing known.
    expect(both({ 'src/main/resources/application.properties': 'hash.perfil=SHA-256\n', 'src/main/resources/application-homolog.yml': 'hash:\n  perfil: MD5\n' })).toEqual([[], []]);
  });

  it('spring.profiles.active no application.properties escolhe o perfil que roda', () => {
    const settings = {
      'src/main/resources/application.properties': 'spring.profiles.active=homolog\nhash.perfil=SHA-256\n',
      'src/main/resources/application-homolog.yml': 'hash:\n  perfil: MD5\n',
      'src/main/resources/application-dev.yml': 'hash:\n  perfil: SHA-512\n',
    };
    expect(both(settings)).toEqual([[4], [3]]);
    const yml = { 'src/main/resources/application.yml': 'spring:\n  profiles:\n    active: dev\nhash:\n  perfil: MD5\n', 'src/main/resources/application-dev.yml': 'hash:\n  perfil: SHA-512\n', 'src/main/resources/application-homolog.yml': 'hash:\n  perfil: MD5\n' };
    expect(both(yml)).toEqual([[], []]);
    // A placeholder is chosen at run time: the profiles disagree, nothing known.
    expect(both({ ...settings, 'src/main/resources/application.properties': 'spring.profiles.active=${PERFIL:homolog}\nhash.perfil=SHA-256\n' })).toEqual([[], []]);
  });
});
