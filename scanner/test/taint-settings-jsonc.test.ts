// JSON settings with comments and trailing commas (JSONC), which .NET's configuration reader and npm's `config`
// accept and real appsettings.json files often have: such a file once gave no settings at all, so a weak
// algorithm it names went unreported. Keys keep the line and column where the file writes them; `//` and `/*`
// inside a string (a URL) are text. Which readers take them: taint-settings-ambient.test.ts.
import { describe, expect, it } from 'vitest';
import type { ConfigEntry } from '../src/config/entry.js';
import { scanFiles } from '../src/index.js';
import { parseJsonSettings } from '../src/taint/project/settings-formats.js';
import { makeTree, traceRows } from './helpers.js';

const entry = (key: string, value: string, line: number, column: number): ConfigEntry => ({ key, value, line, column });

const APPSETTINGS = [
  '{',
  '  // Configuração do Extrato: "Crypto": { "Hash": "SHA256" } fica no cofre',
  '  "Logging": {',
  '    "LogLevel": { "Default": "Information", },',
  '  },',
  '  /* Algoritmos antigos:',
  '     "Crypto": { "Algoritmo": "SHA512" },',
  '  */',
  '  "Crypto": {',
  '    "Algoritmo": "MD5", // legado, trocar',
  '    /* cifra */ "Cifra": "AES", /* fim */',
  '  },',
  '  "Pix": { "Url": "https://pix.example.com.br/api//*v2*/", "Nota": "/* não é comentário */ // nem isto" },',
  '  "Hosts": [ "a.local", /* b */ "b.local", // fim',
  '  ],',
  '}',
  '',
];

const EXPECTED = [
  entry('Logging:LogLevel:Default', 'Information', 4, 19),
  entry('Crypto:Algoritmo', 'MD5', 10, 5),
  entry('Crypto:Cifra', 'AES', 11, 17),
  entry('Pix:Url', 'https://pix.example.com.br/api//*v2*/', 13, 12),
  entry('Pix:Nota', '/* não é comentário */ // nem isto', 13, 60),
  entry('Hosts:0', 'a.local', 14, 3),
  entry('Hosts:1', 'b.local', 14, 3),
];

describe('parseJsonSettings com comentários e vírgulas finais (JSONC)', () => {
  it.each([['LF', '\n'], ['CRLF', '\r\n']])('comentários de linha e de bloco e vírgulas finais: cada chave na linha e coluna em que está escrita (%s)', (_name, eol) => {
    expect(parseJsonSettings(APPSETTINGS.join(eol), ':', true)).toEqual(EXPECTED);
  });

  it('"//" e "/*" dentro de uma cadeia são texto: a URL e a nota ficam inteiras, e nada do que vem depois se perde', () => {
    const text = '{ "Url": "http://pix.local//x", "Nota": "a /* b", "Depois": "c */ d", "Fim": "// e" }';
    expect(parseJsonSettings(text, ':', true)).toEqual([
      entry('Url', 'http://pix.local//x', 1, 3), entry('Nota', 'a /* b', 1, 33), entry('Depois', 'c */ d', 1, 51), entry('Fim', '// e', 1, 71),
    ]);
  });

  it('um arquivo que nem como JSONC é válido não tem entradas (sem erro); o mesmo corrigido tem', () => {
    const pairs: [string, string][] = [
      ['{ "a": "1" } /* sem fim', '{ "a": "1" } /* com fim */'],
      ['{ , "a": "1" }', '{ "a": "1", }'],
      ['{ "a": [ "1",, ] }', '{ "a": [ "1", ] }'],
      ['{ "a": "1" # estilo YAML\n}', '{ "a": "1" // estilo C\n}'],
      ['{ "a": "1" / }', '{ "a": "1" /**/ }'],
      ["{ a: '1' }", '{ "a": "1" }'],
    ];
    for (const [broken, fixed] of pairs) {
      expect(parseJsonSettings(broken, ':', true), broken).toEqual([]);
      expect(parseJsonSettings(fixed, ':', true).map((e) => `${e.key}=${e.value}`), fixed).toEqual([expect.stringMatching(/^a(?::0)?=1$/)]);
    }
  });
});

describe('achado de ponta a ponta: IConfiguration e um appsettings.json com comentários', () => {
  const code = [
    'using Microsoft.Extensions.Configuration;',
    'using System.Security.Cryptography;',
    '',
    'public class Extrato',
    '{',
    '    private readonly IConfiguration _configuration;',
    '',
    '    public Extrato(IConfiguration configuration) { _configuration = configuration; }',
    '',
    '    public byte[] Resumo(byte[] dados)',
    '    {',
    '        return HashAlgorithm.Create(_configuration["Crypto:Algoritmo"]).ComputeHash(dados);',
    '    }',
    '',
    '    public byte[] Assinatura(byte[] dados)',
    '    {',
    '        return HashAlgorithm.Create(_configuration["Crypto:Seguro"]).ComputeHash(dados);',
    '    }',
    '}',
    '',
  ].join('\n');
  const settings = [
    '{',
    '  /* Gerado pelo time de plataforma.',
    '     Não mude sem falar com a segurança. */',
    '  "Crypto": {',
    '    "Seguro": "SHA384", // assinatura',
    '    "Algoritmo": "MD5", // resumo do extrato',
    '  },',
    '  "Api": { "Base": "https://api.example.com.br/v1" },',
    '}',
    '',
  ].join('\n');

  it('o MD5 do arquivo é achado na chamada que o lê, com a origem na linha da chave; o SHA384 não', async () => {
    const { findings } = await scanFiles(makeTree({ 'Extrato.cs': code, 'appsettings.json': settings }), ['Extrato.cs', 'appsettings.json']);
    const weak = findings.filter((f) => f.rule === 'crypto-weak-hash');
    expect(weak.map((f) => `${f.file}:${f.line}`)).toEqual(['Extrato.cs:12']);
    expect(traceRows(weak[0])?.[0]).toEqual([6, 'source', 'configuração: Crypto:Algoritmo']);
    expect(weak[0]?.trace?.[0]).toMatchObject({ file: 'appsettings.json', column: 5 });
  });
});
