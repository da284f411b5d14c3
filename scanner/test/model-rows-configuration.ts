// The configuration rows of each language's models (settings rows, and the checks of a value read from a
// configuration file): true cases and look-alikes over a tree whose configuration file names the algorithm.
import type { RowCase } from './model-rows.js';

const PROPERTIES = { 'src/main/resources/seguranca.properties': 'hash.algoritmo=MD5\ncifra.algoritmo=DES/CBC/PKCS5Padding\ncifra.extrato=AES/GCM/NoPadding\ncifra.node=des-ede3-cbc\ncifra.node.extrato=aes-256-gcm\n' };
const INI = { 'config/seguranca.ini': '[hash]\nalgoritmo = md5\nextrato = sha256\n\n[cifra]\nalgoritmo = des-ede3-cbc\nextrato = aes-256-gcm\n' };

const java = (body: string): string => `import java.security.MessageDigest;\nimport java.util.Properties;\nimport javax.crypto.Cipher;\n\nclass Assinatura {\n  byte[] resumo(byte[] dados) throws Exception {\n    ${body}\n    return dados;\n  }\n}\n`;
const javaFlow = (make = 'new Properties()', open = 'getClass().getClassLoader().getResourceAsStream', load = 'load', read = 'getProperty'): string =>
  java(`Properties config = ${make};\n    config.${load}(${open}("seguranca.properties"));\n    MessageDigest.getInstance(config.${read}("hash.algoritmo", "SHA-256"));`);

export const javaConfigurationCases: RowCase[] = [
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

export const kotlinConfigurationCases: RowCase[] = [
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

export const pythonConfigurationCases: RowCase[] = [
  { row: 'config-parser', rule: 'crypto-weak-hash', truth: pythonFlow(), lookalike: pythonFlow('configparser.Interpolation()'), settings: INI },
  { row: 'opened-file', rule: 'crypto-weak-hash', truth: pythonFlow(undefined, "read_file(open('config/seguranca.ini'))"), lookalike: pythonFlow(undefined, "read_file(abrir('config/seguranca.ini'))"), settings: INI },
  { row: 'config-parser-read', rule: 'crypto-weak-hash', truth: pythonFlow(), lookalike: pythonFlow(undefined, "write('config/seguranca.ini')"), settings: INI },
  { row: 'config-parser-get', rule: 'crypto-weak-hash', truth: pythonFlow(), lookalike: pythonFlow(undefined, undefined, "has_option('hash', 'algoritmo')"), settings: INI },
  { row: 'weak-hashlib-new-from-setting', rule: 'crypto-weak-hash', truth: pythonFlow(), lookalike: pythonFlow(undefined, undefined, undefined, 'extrato'), settings: INI },
];

const php = (body: string): string => `<?php\nfunction resumo(string $dados, string $chave, string $iv): string\n{\n    ${body}\n    return $dados;\n}\n`;

export const phpConfigurationCases: RowCase[] = [
  { row: 'parse-ini-file', rule: 'crypto-weak-hash', truth: php("$config = parse_ini_file('config/seguranca.ini', true);\n    hash($config['hash']['algoritmo'], $dados);"), lookalike: php("$config = parse_ini_string('config/seguranca.ini', true);\n    hash($config['hash']['algoritmo'], $dados);"), settings: INI },
  { row: 'weak-hash-from-setting', rule: 'crypto-weak-hash', truth: php("$config = parse_ini_file('config/seguranca.ini', true);\n    hash($config['hash']['algoritmo'], $dados);"), lookalike: php("$config = parse_ini_file('config/seguranca.ini', true);\n    hash($config['hash']['extrato'], $dados);"), settings: INI },
  { row: 'weak-cipher-from-setting', rule: 'crypto-weak-cipher', truth: php("$config = parse_ini_file('config/seguranca.ini', true);\n    openssl_encrypt($dados, $config['cifra']['algoritmo'], $chave, 0, $iv);"), lookalike: php("$config = parse_ini_file('config/seguranca.ini', true);\n    openssl_encrypt($dados, $config['cifra']['extrato'], $chave, 0, $iv);"), settings: INI },
];

const script = (body: string): string => `import { createCipheriv, createHash } from 'crypto';\nimport { readFileSync } from 'fs';\nimport * as ini from 'ini';\nimport propertiesReader from 'properties-reader';\n\nexport function resumo(dados: string, chave: Buffer, iv: Buffer) {\n  ${body}\n  return dados;\n}\n`;
const iniFlow = (open = 'readFileSync', parse = 'ini.parse', key = 'algoritmo'): string => script(`const config = ${parse}(${open}('config/seguranca.ini', 'utf-8'));\n  createHash(config.hash.${key});`);
const propertiesFlow = (reader = 'propertiesReader', read = 'get', key = 'cifra.node'): string => script(`const propriedades = ${reader}('src/main/resources/seguranca.properties');\n  createCipheriv(propriedades.${read}('${key}'), chave, iv);`);

export const javascriptConfigurationCases: RowCase[] = [
  { row: 'read-named-file', rule: 'crypto-weak-hash', truth: iniFlow(), lookalike: iniFlow('lerArquivo'), settings: INI },
  { row: 'ini-parse', rule: 'crypto-weak-hash', truth: iniFlow(), lookalike: iniFlow(undefined, 'ini.stringify'), settings: INI },
  { row: 'properties-reader', rule: 'crypto-weak-cipher', truth: propertiesFlow(), lookalike: propertiesFlow('leitorDePropriedades'), settings: PROPERTIES },
  { row: 'properties-reader-get', rule: 'crypto-weak-cipher', truth: propertiesFlow(), lookalike: propertiesFlow(undefined, 'set'), settings: PROPERTIES },
  { row: 'weak-create-hash-from-setting', rule: 'crypto-weak-hash', truth: iniFlow(), lookalike: iniFlow(undefined, undefined, 'extrato'), settings: INI },
  { row: 'weak-create-cipher-from-setting', rule: 'crypto-weak-cipher', truth: propertiesFlow(), lookalike: propertiesFlow(undefined, undefined, 'cifra.node.extrato'), settings: PROPERTIES },
];
