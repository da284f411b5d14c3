// The configuration rows of each language's models (settings rows, and the checks of a value read from a
// configuration file): true cases and look-alikes over a tree whose configuration file names the algorithm.
import type { RowCase } from './model-rows.js';

const PROPERTIES = { 'src/main/resources/seguranca.properties': 'hash.algoritmo=MD5\ncifra.algoritmo=DES/CBC/PKCS5Padding\ncifra.extrato=AES/GCM/NoPadding\ncifra.node=des-ede3-cbc\ncifra.node.extrato=aes-256-gcm\n' };
const INI = { 'config/seguranca.ini': '[hash]\nalgoritmo = md5\nextrato = sha256\n\n[cifra]\nalgoritmo = des-ede3-cbc\nextrato = aes-256-gcm\n' };

const java = (body: string): string => `import java.security.MessageDigest;\nimport java.util.Properties;\nimport javax.crypto.Cipher;\n\nclass Assinatura {\n  byte[] resumo(byte[] dados) throws Exception {\n    ${body}\n    return dados;\n  }\n}\n`;
const javaFlow = (make = 'new Properties()', open = 'getClass().getClassLoader().getResourceAsStream', load = 'load', read = 'getProperty'): string =>
  java(`Properties config = ${make};\n    config.${load}(${open}("seguranca.properties"));\n    MessageDigest.getInstance(config.${read}("hash.algoritmo", "SHA-256"));`);

const DOTENV = { '.env': '# ambiente\nHASH_ALGORITMO=md5\nHASH_EXTRATO=sha256\nCIFRA_ALGORITMO="des-ede3-cbc"\nJWT_ALG=none\nJWT_SEGURO=RS256\n' };
/** A JVM method whose digest algorithm the expression names (the .env rows of Java and Kotlin). */
const javaHash = (use: string, member = ''): string => `import io.github.cdimascio.dotenv.Dotenv;\nimport java.security.MessageDigest;\n\nclass Assinatura {\n  ${member}\n  byte[] resumo(byte[] dados) throws Exception {\n    return MessageDigest.getInstance(${use}).digest(dados);\n  }\n}\n`;
const kotlinHash = (use: string, member = ''): string => `import io.github.cdimascio.dotenv.dotenv\nimport java.security.MessageDigest\n\nclass Assinatura {\n    ${member}\n    fun resumo(dados: ByteArray): ByteArray = MessageDigest.getInstance(${use}).digest(dados)\n}\n`;

const SPRING = { 'src/main/resources/application.yml': 'hash:\n  algoritmo: MD5\n  extrato: SHA-256\n' };
const springJava = (member: string, use: string, params = ''): string =>
  `import java.security.MessageDigest;\n\n@Service\nclass Assinatura {\n  ${member}\n  byte[] resumo(${params}) throws Exception {\n    return MessageDigest.getInstance(${use}).digest();\n  }\n}\n`;

export const javaConfigurationCases: RowCase[] = [
  // .env: read whether or not the code loads it; a parameter or field of type Dotenv holds it.
  { row: 'dotenv', rule: 'crypto-weak-hash', truth: javaHash('dotenv.get("HASH_ALGORITMO")', '@Autowired private Dotenv dotenv;'), lookalike: javaHash('dotenv.get("HASH_ALGORITMO")', '@Autowired private Ambiente dotenv;'), settings: DOTENV },
  { row: 'system-getenv', rule: 'crypto-weak-hash', truth: javaHash('System.getenv("HASH_ALGORITMO")'), lookalike: javaHash('System.getenv("HASH_EXTRATO")'), settings: DOTENV },
  { row: 'dotenv-load', rule: 'crypto-weak-hash', truth: javaHash('Dotenv.configure().load().get("HASH_ALGORITMO")'), lookalike: javaHash('Ambiente.configure().load().get("HASH_ALGORITMO")'), settings: DOTENV },
  { row: 'dotenv-get', rule: 'crypto-weak-hash', truth: javaHash('dotenv.get("HASH_ALGORITMO", "SHA-512")', 'private final Dotenv dotenv = Dotenv.load();'), lookalike: javaHash('dotenv.get("HASH_EXTRATO", "MD5")', 'private final Dotenv dotenv = Dotenv.load();'), settings: DOTENV },
  { row: 'spring-environment', rule: 'crypto-weak-hash', truth: springJava('@Autowired private Environment env;', 'env.getProperty("hash.algoritmo", "SHA-512")'), lookalike: springJava('@Autowired private Ambiente env;', 'env.getProperty("hash.algoritmo", "SHA-512")'), settings: SPRING },
  { row: 'spring-value', rule: 'crypto-weak-hash', truth: springJava('', 'algoritmo', '@Value("${hash.algoritmo}") String algoritmo'), lookalike: springJava('', 'algoritmo', '@Value("${hash.extrato}") String algoritmo'), settings: SPRING },
  { row: 'properties-object', rule: 'crypto-weak-hash', truth: javaFlow(), lookalike: javaFlow('new Propriedades()'), settings: PROPERTIES },
  { row: 'named-resource-stream', rule: 'crypto-weak-hash', truth: javaFlow(undefined, 'new java.io.FileInputStream'), lookalike: javaFlow(undefined, 'getClass().getResource'), settings: PROPERTIES },
  { row: 'properties-load', rule: 'crypto-weak-hash', truth: javaFlow(), lookalike: javaFlow(undefined, undefined, 'store'), settings: PROPERTIES },
  { row: 'properties-get', rule: 'crypto-weak-hash', truth: javaFlow(), lookalike: javaFlow(undefined, undefined, undefined, 'setProperty'), settings: PROPERTIES },
];

const kotlin = (body: string): string => `import java.security.MessageDigest\nimport java.util.Properties\nimport javax.crypto.Cipher\n\nclass Assinatura {\n    fun resumo(dados: ByteArray): ByteArray {\n        ${body}\n        return dados\n    }\n}\n`;
const kotlinFlow = (make = 'Properties()', open = 'javaClass.classLoader.getResourceAsStream', load = 'load', read = 'getProperty', key = 'hash.algoritmo'): string =>
  kotlin(`val config = ${make}\n        config.${load}(${open}("seguranca.properties"))\n        MessageDigest.getInstance(config.${read}("${key}", "SHA-256"))`);
const kotlinCipher = (key: string): string =>
  kotlin(`val config = Properties()\n        config.load(javaClass.classLoader.getResourceAsStream("seguranca.properties"))\n        Cipher.getInstance(config.getProperty("${key}", "AES/GCM/NoPadding"))`);

const springKotlin = (constructor: string, use: string): string =>
  `import java.security.MessageDigest\n\n@Service\nclass Assinatura(${constructor}) {\n    fun resumo(): ByteArray = MessageDigest.getInstance(${use}).digest()\n}\n`;

export const kotlinConfigurationCases: RowCase[] = [
  { row: 'dotenv', rule: 'crypto-weak-hash', truth: kotlinHash('dotenv["HASH_ALGORITMO"]', '@Autowired lateinit var dotenv: Dotenv'), lookalike: kotlinHash('dotenv["HASH_ALGORITMO"]', '@Autowired lateinit var dotenv: Ambiente'), settings: DOTENV },
  { row: 'system-getenv', rule: 'crypto-weak-hash', truth: kotlinHash('System.getenv("HASH_ALGORITMO")'), lookalike: kotlinHash('System.getenv("HASH_EXTRATO")'), settings: DOTENV },
  { row: 'dotenv-load', rule: 'crypto-weak-hash', truth: kotlinHash('ambiente["HASH_ALGORITMO"]', 'private val ambiente = dotenv()'), lookalike: kotlinHash('ambiente["HASH_ALGORITMO"]', 'private val ambiente = ambiente()'), settings: DOTENV },
  { row: 'dotenv-get', rule: 'crypto-weak-hash', truth: kotlinHash('ambiente.get("HASH_ALGORITMO", "SHA-512")', 'private val ambiente = dotenv { ignoreIfMissing = true }'), lookalike: kotlinHash('ambiente.get("HASH_EXTRATO", "MD5")', 'private val ambiente = dotenv { ignoreIfMissing = true }'), settings: DOTENV },
  { row: 'spring-environment', rule: 'crypto-weak-hash', truth: springKotlin('private val env: Environment', 'env.getProperty("hash.algoritmo", "SHA-512")'), lookalike: springKotlin('private val env: Ambiente', 'env.getProperty("hash.algoritmo", "SHA-512")'), settings: SPRING },
  { row: 'spring-value', rule: 'crypto-weak-hash', truth: springKotlin('@Value("\\${hash.algoritmo}") private val algoritmo: String', 'algoritmo'), lookalike: springKotlin('@Value("\\${hash.extrato:MD5}") private val algoritmo: String', 'algoritmo'), settings: SPRING },
  { row: 'properties-object', rule: 'crypto-weak-hash', truth: kotlinFlow(), lookalike: kotlinFlow('Propriedades()'), settings: PROPERTIES },
  { row: 'named-resource-stream', rule: 'crypto-weak-hash', truth: kotlinFlow(undefined, 'java.io.FileInputStream'), lookalike: kotlinFlow(undefined, 'javaClass.getResource'), settings: PROPERTIES },
  { row: 'properties-load', rule: 'crypto-weak-hash', truth: kotlinFlow(), lookalike: kotlinFlow(undefined, undefined, 'store'), settings: PROPERTIES },
  { row: 'properties-get', rule: 'crypto-weak-hash', truth: kotlinFlow(), lookalike: kotlinFlow(undefined, undefined, undefined, 'setProperty'), settings: PROPERTIES },
  // A literal is the pattern rule's (rules/kotlin.yml): the engine's row reports only what the file names.
  { row: 'weak-message-digest-from-setting', rule: 'crypto-weak-hash', truth: kotlinFlow(), lookalike: kotlin('MessageDigest.getInstance("MD5")'), settings: PROPERTIES },
  { row: 'weak-cipher-from-setting', rule: 'crypto-weak-cipher', truth: kotlinCipher('cifra.algoritmo'), lookalike: kotlinCipher('cifra.extrato'), settings: PROPERTIES },
];

const python = (body: string): string => `import configparser\nimport hashlib\n\n\ndef resumo(dados):\n${body.split('\n').map((l) => `    ${l}`).join('\n')}\n    return dados\n`;
const pythonFlow = (make = 'configparser.ConfigParser()', load = "read('config/seguranca.ini')", read = "get('hash', 'algoritmo', fallback='sha256')", key = 'algoritmo'): string =>
  python(`config = ${make}\nconfig.${load}\nhashlib.new(config.${read.replace('algoritmo', key)}, dados)`);

const pythonEnv = (read: string): string => `import hashlib\nimport os\n\n\ndef resumo(dados):\n    return hashlib.new(${read}, dados).hexdigest()\n`;

export const pythonConfigurationCases: RowCase[] = [
  { row: 'dotenv', rule: 'crypto-weak-hash', truth: pythonEnv("os.environ['HASH_ALGORITMO']"), lookalike: pythonEnv("os.ambiente['HASH_ALGORITMO']"), settings: DOTENV },
  { row: 'os-getenv', rule: 'crypto-weak-hash', truth: pythonEnv("os.getenv('HASH_ALGORITMO', 'sha512')"), lookalike: pythonEnv("os.getenv('HASH_AUSENTE', 'sha512')"), settings: DOTENV },
  { row: 'os-environ-get', rule: 'crypto-weak-hash', truth: pythonEnv("os.environ.get('HASH_ALGORITMO', 'sha512')"), lookalike: pythonEnv("os.environ.get('HASH_EXTRATO', 'md5')"), settings: DOTENV },
  { row: 'config-parser', rule: 'crypto-weak-hash', truth: pythonFlow(), lookalike: pythonFlow('configparser.Interpolation()'), settings: INI },
  { row: 'opened-file', rule: 'crypto-weak-hash', truth: pythonFlow(undefined, "read_file(open('config/seguranca.ini'))"), lookalike: pythonFlow(undefined, "read_file(abrir('config/seguranca.ini'))"), settings: INI },
  { row: 'config-parser-read', rule: 'crypto-weak-hash', truth: pythonFlow(), lookalike: pythonFlow(undefined, "write('config/seguranca.ini')"), settings: INI },
  { row: 'config-parser-get', rule: 'crypto-weak-hash', truth: pythonFlow(), lookalike: pythonFlow(undefined, undefined, "has_option('hash', 'algoritmo')"), settings: INI },
  { row: 'weak-hashlib-new-from-setting', rule: 'crypto-weak-hash', truth: pythonFlow(), lookalike: pythonFlow(undefined, undefined, undefined, 'extrato'), settings: INI },
];

const php = (body: string): string => `<?php\nfunction resumo(string $dados, string $chave, string $iv): string\n{\n    ${body}\n    return $dados;\n}\n`;

export const phpConfigurationCases: RowCase[] = [
  { row: 'dotenv', rule: 'crypto-weak-hash', truth: php("hash($_ENV['HASH_ALGORITMO'], $dados);"), lookalike: php("hash($_ENV['HASH_EXTRATO'], $dados);"), settings: DOTENV },
  { row: 'getenv', rule: 'crypto-weak-hash', truth: php("hash(getenv('HASH_ALGORITMO'), $dados);"), lookalike: php("hash(apache_getenv('HASH_ALGORITMO'), $dados);"), settings: DOTENV },
  { row: 'laravel-env', rule: 'crypto-weak-cipher', truth: php("openssl_encrypt($dados, env('CIFRA_ALGORITMO', 'aes-256-gcm'), $chave, 0, $iv);"), lookalike: php("openssl_encrypt($dados, env('CIFRA_AUSENTE', 'aes-256-gcm'), $chave, 0, $iv);"), settings: DOTENV },
  { row: 'parse-ini-file', rule: 'crypto-weak-hash', truth: php("$config = parse_ini_file('config/seguranca.ini', true);\n    hash($config['hash']['algoritmo'], $dados);"), lookalike: php("$config = parse_ini_string('config/seguranca.ini', true);\n    hash($config['hash']['algoritmo'], $dados);"), settings: INI },
  { row: 'weak-hash-from-setting', rule: 'crypto-weak-hash', truth: php("$config = parse_ini_file('config/seguranca.ini', true);\n    hash($config['hash']['algoritmo'], $dados);"), lookalike: php("$config = parse_ini_file('config/seguranca.ini', true);\n    hash($config['hash']['extrato'], $dados);"), settings: INI },
  { row: 'weak-cipher-from-setting', rule: 'crypto-weak-cipher', truth: php("$config = parse_ini_file('config/seguranca.ini', true);\n    openssl_encrypt($dados, $config['cifra']['algoritmo'], $chave, 0, $iv);"), lookalike: php("$config = parse_ini_file('config/seguranca.ini', true);\n    openssl_encrypt($dados, $config['cifra']['extrato'], $chave, 0, $iv);"), settings: INI },
];

const script = (body: string): string => `import { createCipheriv, createHash } from 'crypto';\nimport { readFileSync } from 'fs';\nimport * as ini from 'ini';\nimport propertiesReader from 'properties-reader';\n\nexport function resumo(dados: string, chave: Buffer, iv: Buffer) {\n  ${body}\n  return dados;\n}\n`;
const iniFlow = (open = 'readFileSync', parse = 'ini.parse', key = 'algoritmo'): string => script(`const config = ${parse}(${open}('config/seguranca.ini', 'utf-8'));\n  createHash(config.hash.${key});`);
const propertiesFlow = (reader = 'propertiesReader', read = 'get', key = 'cifra.node'): string => script(`const propriedades = ${reader}('src/main/resources/seguranca.properties');\n  createCipheriv(propriedades.${read}('${key}'), chave, iv);`);

const NPM_CONFIG = { 'config/default.json': '{ "cifra": { "algoritmo": "des-ede3-cbc" } }\n', 'config/custom-environment-variables.json': '{ "cifra": { "algoritmo": "CIFRA" } }\n' };

export const javascriptConfigurationCases: RowCase[] = [
  { row: 'dotenv', rule: 'crypto-weak-hash', truth: script('createHash(process.env.HASH_ALGORITMO);'), lookalike: script('createHash(processo.env.HASH_ALGORITMO);'), settings: DOTENV },
  // npm's config: the package imported as `config` reads config/default.json; another `config` does not.
  { row: 'npm-config', rule: 'crypto-weak-cipher', truth: `import config from 'config';\n${script("createCipheriv(config.get('cifra.algoritmo'), chave, iv);")}`, lookalike: `import config from './config';\n${script("createCipheriv(config.get('cifra.algoritmo'), chave, iv);")}`, settings: NPM_CONFIG },
  { row: 'read-named-file', rule: 'crypto-weak-hash', truth: iniFlow(), lookalike: iniFlow('lerArquivo'), settings: INI },
  { row: 'ini-parse', rule: 'crypto-weak-hash', truth: iniFlow(), lookalike: iniFlow(undefined, 'ini.stringify'), settings: INI },
  { row: 'properties-reader', rule: 'crypto-weak-cipher', truth: propertiesFlow(), lookalike: propertiesFlow('leitorDePropriedades'), settings: PROPERTIES },
  { row: 'properties-reader-get', rule: 'crypto-weak-cipher', truth: propertiesFlow(), lookalike: propertiesFlow(undefined, 'set'), settings: PROPERTIES },
  { row: 'weak-create-hash-from-setting', rule: 'crypto-weak-hash', truth: iniFlow(), lookalike: iniFlow(undefined, undefined, 'extrato'), settings: INI },
  { row: 'weak-create-cipher-from-setting', rule: 'crypto-weak-cipher', truth: propertiesFlow(), lookalike: propertiesFlow(undefined, undefined, 'cifra.node.extrato'), settings: PROPERTIES },
];

const APPSETTINGS = {
  'appsettings.json': '{\n  "Crypto": {\n    "Hash": "MD5",\n    "Extrato": "SHA256",\n    "Cifra": "DES",\n    "CifraExtrato": "AES"\n  }\n}\n',
  'web.config': '<configuration>\n  <appSettings>\n    <add key="HashAlgorithm" value="SHA1" />\n  </appSettings>\n</configuration>\n',
};
// The key is in another project's appsettings.json: this project's own file, nearer the code, lacks it.
const OTHER_PROJECT = { 'appsettings.json': '{ "Logging": { "LogLevel": "Information" } }\n', 'Outro/appsettings.json': APPSETTINGS['appsettings.json'] };

const csharp = (body: string, type = 'IConfiguration'): string =>
  `using Microsoft.Extensions.Configuration;\nusing System.Security.Cryptography;\n\npublic class Extrato\n{\n    private readonly ${type} _configuration;\n\n    public Extrato(${type} configuration) { _configuration = configuration; }\n\n    public byte[] Resumo(byte[] dados)\n    {\n        ${body}\n        return dados;\n    }\n}\n`;
const hashOf = (read: string): string => csharp(`HashAlgorithm.Create(${read}).ComputeHash(dados);`);

export const csharpConfigurationCases: RowCase[] = [
  // .env: read whether or not the code calls DotNetEnv's Env.Load().
  { row: 'environment-variable', rule: 'crypto-weak-hash', truth: hashOf('Environment.GetEnvironmentVariable("HASH_ALGORITMO")'), lookalike: hashOf('Ambiente.GetEnvironmentVariable("HASH_ALGORITMO")'), settings: DOTENV },
  { row: 'dotnetenv-get', rule: 'crypto-weak-hash', truth: hashOf('DotNetEnv.Env.GetString("HASH_ALGORITMO", "SHA256")'), lookalike: hashOf('Env.GetString("HASH_EXTRATO", "MD5")'), settings: DOTENV },
  { row: 'iconfiguration', rule: 'crypto-weak-hash', truth: hashOf('_configuration["Crypto:Hash"]'), lookalike: csharp('HashAlgorithm.Create(_configuration["Crypto:Hash"]).ComputeHash(dados);', 'IDictionary<string, string>'), settings: APPSETTINGS },
  { row: 'app-settings', rule: 'crypto-weak-hash', truth: hashOf('ConfigurationManager.AppSettings["HashAlgorithm"]'), lookalike: hashOf('Preferencias.AppSettings["HashAlgorithm"]'), settings: APPSETTINGS },
  { row: 'configuration-get-value', rule: 'crypto-weak-hash', truth: hashOf('_configuration.GetValue<string>("crypto:hash", "SHA256")'), lookalike: hashOf('_configuration.GetValue<string>("Crypto:Ausente", "SHA256")'), settings: APPSETTINGS },
  { row: 'configuration-get-section', rule: 'crypto-weak-hash', truth: hashOf('_configuration.GetSection("Crypto")["Hash"]'), lookalike: hashOf('_configuration.GetSection("Crypto")["Extrato"]'), settings: APPSETTINGS },
  { row: 'configuration-section-value', rule: 'crypto-weak-hash', truth: hashOf('_configuration.GetSection("Crypto:Hash").Value'), lookalike: hashOf('_configuration.GetSection("Crypto:Hash").Path'), settings: APPSETTINGS },
  { row: 'weak-hash-algorithm-from-setting', rule: 'crypto-weak-hash', truth: hashOf('_configuration["Crypto:Hash"]'), lookalike: hashOf('_configuration["Crypto:Extrato"]'), settings: APPSETTINGS },
  { row: 'weak-cipher-algorithm-from-setting', rule: 'crypto-weak-cipher', truth: csharp('SymmetricAlgorithm.Create(_configuration["Crypto:Cifra"]);'), lookalike: csharp('SymmetricAlgorithm.Create(_configuration["Crypto:CifraExtrato"]);'), settings: APPSETTINGS },
];
/** The same read, with the key only in another project's file: not this code's setting. */
export const csharpOtherProject = { code: hashOf('_configuration["Crypto:Hash"]'), settings: OTHER_PROJECT };

const VIPER = {
  'config.yaml': 'servidor:\n  modo: debug\n  seguro: release\njwt:\n  alg: none\n  seguro: RS256\nrsa:\n  bits: 1024\n  seguro: 4096\n',
  'conf/app.yaml': 'modo: debug\n',
};
const go = (body: string): string =>
  `package extrato\n\nimport (\n\t"crypto/rand"\n\t"crypto/rsa"\n\t"os"\n\n\t"github.com/gin-gonic/gin"\n\t"github.com/golang-jwt/jwt/v5"\n\t"github.com/joho/godotenv"\n\t"github.com/spf13/viper"\n)\n\nfunc Configurar() {\n\t${body}\n}\n`;
const ownViper = (make = 'viper.New()', load = 'SetConfigFile'): string => go(`v := ${make}\n\tv.${load}("conf/app.yaml")\n\tgin.SetMode(v.GetString("modo"))`);

export const goConfigurationCases: RowCase[] = [
  // .env: read whether or not the code calls godotenv.Load().
  { row: 'os-getenv', rule: 'jwt-alg-none', truth: go('jwt.GetSigningMethod(os.Getenv("JWT_ALG"))'), lookalike: go('jwt.GetSigningMethod(os.Getenv("JWT_SEGURO"))'), settings: DOTENV },
  // Comma-ok: the value, and whether the files give the key (the code's default is set only when they do not).
  { row: 'os-lookupenv', rule: 'jwt-alg-none', truth: go('alg, ok := os.LookupEnv("JWT_ALG")\n\tif !ok {\n\t\talg = "RS256"\n\t}\n\tjwt.GetSigningMethod(alg)'), lookalike: go('alg, ok := os.LookupEnv("JWT_SEGURO")\n\tif !ok {\n\t\talg = "none"\n\t}\n\tjwt.GetSigningMethod(alg)'), settings: DOTENV },
  { row: 'godotenv-read', rule: 'jwt-alg-none', truth: go('ambiente, _ := godotenv.Read()\n\tjwt.GetSigningMethod(ambiente["JWT_ALG"])'), lookalike: go('ambiente, _ := godotenv.Unmarshal("JWT_ALG=RS256")\n\tjwt.GetSigningMethod(ambiente["JWT_ALG"])'), settings: DOTENV },
  { row: 'viper-package', rule: 'debug-mode-enabled', truth: go('gin.SetMode(viper.GetString("servidor.modo"))'), lookalike: go('gin.SetMode(flags.GetString("servidor.modo"))'), settings: VIPER },
  { row: 'viper-new', rule: 'debug-mode-enabled', truth: ownViper(), lookalike: ownViper('outro.New()'), settings: VIPER },
  { row: 'viper-set-config-file', rule: 'debug-mode-enabled', truth: ownViper(), lookalike: ownViper(undefined, 'SetConfigName'), settings: VIPER },
  { row: 'viper-get', rule: 'debug-mode-enabled', truth: go('gin.SetMode(viper.GetString("Servidor.Modo"))'), lookalike: go('gin.SetMode(viper.GetString("servidor.ausente"))'), settings: VIPER },
  { row: 'viper-sub', rule: 'debug-mode-enabled', truth: go('gin.SetMode(viper.Sub("servidor").GetString("modo"))'), lookalike: go('gin.SetMode(viper.Sub("servidor").GetString("seguro"))'), settings: VIPER },
  // The key is only in conf/app.yaml, which the package object does not read.
  { row: 'gin-debug-mode-from-setting', rule: 'debug-mode-enabled', truth: go('gin.SetMode(viper.GetString("servidor.modo"))'), lookalike: go('gin.SetMode(viper.GetString("modo"))'), settings: VIPER },
  { row: 'jwt-none-from-setting', rule: 'jwt-alg-none', truth: go('jwt.GetSigningMethod(viper.GetString("jwt.alg"))'), lookalike: go('jwt.GetSigningMethod(viper.GetString("jwt.seguro"))'), settings: VIPER },
  { row: 'short-rsa-key-from-setting', rule: 'crypto-short-rsa-key', truth: go('rsa.GenerateKey(rand.Reader, viper.GetInt("rsa.bits"))'), lookalike: go('rsa.GenerateKey(rand.Reader, viper.GetInt("rsa.seguro"))'), settings: VIPER },
];
