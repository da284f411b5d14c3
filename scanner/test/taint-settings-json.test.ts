// JSON settings as the engine reads them (parseJsonSettings, appsettings.json and the like): every scalar by
// its flattened key, at the line and column of the key that writes it. Keys were once found by searching the
// text for their quoted form, which missed keys written with escapes (`"\u0041piKey"`, put at line 1) and
// rescanned the file for each; an uploaded file may hold thousands of them.
import { describe, expect, it } from 'vitest';
import type { ConfigEntry } from '../src/config/entry.js';
import { parseJsonSettings } from '../src/taint/project/settings-formats.js';

const entry = (key: string, value: string, line: number, column: number): ConfigEntry => ({ key, value, line, column });

describe('parseJsonSettings: posição de cada chave', () => {
  it('uma chave escrita com escapes fica na linha e coluna em que está escrita', () => {
    const text = [
      '{',
      '  "Logging": { "Level": "Debug" },',
      '  "\\u0041piKey": "segredo",',
      '  "Conn\\u0065ctionStrings": {',
      '      "Def\\u0061ult": "Server=db;Password=x"',
      '  },',
      '  "Rota\\/Pix": "http://pix", "Aspas\\"Dentro": "1", "Barra\\\\Invertida": "2"',
      '}',
    ].join('\n');
    expect(parseJsonSettings(text, ':')).toEqual([
      entry('Logging:Level', 'Debug', 2, 16),
      entry('ApiKey', 'segredo', 3, 3),
      entry('ConnectionStrings:Default', 'Server=db;Password=x', 5, 7),
      entry('Rota/Pix', 'http://pix', 7, 3),
      entry('Aspas"Dentro', '1', 7, 30),
      entry('Barra\\Invertida', '2', 7, 52),
    ]);
  });

  // Each text puts a key where a search for its quoted form, on from the previous key, found something else.
  it.each([
    ['uma chave cujo nome aparece antes como valor fica onde a chave está', '{ "Provedor": "Senha", "Senha": "x", "Modo": { "Tipo": "Modo" } }', [
      entry('Provedor', 'Senha', 1, 3), entry('Senha', 'x', 1, 24), entry('Modo:Tipo', 'Modo', 1, 48),
    ]],
    ['os objetos de uma lista, um por linha e com as mesmas chaves, ficam cada um na sua linha', '{\n  "Filas": [\n    { "Nome": "pix", "Url": "http://pix" },\n    { "Nome": "ted", "Url": "http://ted" }\n  ]\n}', [
      entry('Filas:0:Nome', 'pix', 3, 7), entry('Filas:0:Url', 'http://pix', 3, 22), entry('Filas:1:Nome', 'ted', 4, 7), entry('Filas:1:Url', 'http://ted', 4, 22),
    ]],
    ['uma chave repetida fica onde está escrito o valor que vale (o último)', '{\n  "Hash": "MD5",\n  "Cifra": "AES",\n  "Hash": "SHA256"\n}', [
      entry('Hash', 'SHA256', 4, 3), entry('Cifra', 'AES', 3, 3),
    ]],
  ])('%s', (_name, text, expected) => {
    expect(parseJsonSettings(text, ':')).toEqual(expected);
  });
});

describe('parseJsonSettings: arquivo aninhado', () => {
  // BOM, CRLF, objetos e listas aninhados, cadeias com {, [, :, , e aspas escapadas; null não é uma entrada.
  const text = [
    '\uFEFF{',
    '  "Crypto": {',
    '    "Algorithm": "AES/ECB", "Chave": "{[:,\\"]}",',
    '    "Rounds": 10,',
    '    "Ativo": true,',
    '    "Vazio": null',
    '  },',
    '  "Hosts": [ "a.local",',
    '    "b.local" ],',
    '  "Filas": [',
    '    { "Nome": "pix",',
    '      "Destinos": [ [ "x", "y" ], { "Url": "http://fila" } ] },',
    '    { "Nome": "ted" }',
    '  ],',
    '  "Profundo": { "A": { "B": { "C": "d" } } }',
    '}',
    '',
  ].join('\r\n');

  const expected = [
    entry('Crypto:Algorithm', 'AES/ECB', 3, 5),
    entry('Crypto:Chave', '{[:,"]}', 3, 29),
    entry('Crypto:Rounds', '10', 4, 5),
    entry('Crypto:Ativo', 'true', 5, 5),
    entry('Hosts:0', 'a.local', 8, 3),
    entry('Hosts:1', 'b.local', 8, 3),
    entry('Filas:0:Nome', 'pix', 11, 7),
    entry('Filas:0:Destinos:0:0', 'x', 12, 7),
    entry('Filas:0:Destinos:0:1', 'y', 12, 7),
    entry('Filas:0:Destinos:1:Url', 'http://fila', 12, 37),
    entry('Filas:1:Nome', 'ted', 13, 7),
    entry('Profundo:A:B:C', 'd', 15, 31),
  ];

  it('lê cada valor com sua chave achatada, linha e coluna', () => {
    expect(parseJsonSettings(text, ':')).toEqual(expected);
  });

  it('com outro separador, as mesmas posições', () => {
    expect(parseJsonSettings(text, '.')).toEqual(expected.map((e) => ({ ...e, key: e.key.replaceAll(':', '.') })));
  });

  it('um arquivo que não é JSON válido não tem entradas', () => {
    expect(parseJsonSettings('{ "a": 1, }', ':')).toEqual([]);
    expect(parseJsonSettings('{ "a": "sem fim }', ':')).toEqual([]);
  });
});

describe('parseJsonSettings: arquivo grande', () => {
  /** Sections of escaped keys, built line by line, noting where each entry it should yield is written. */
  function escapedSettings(keys: number): { text: string; expected: ConfigEntry[] } {
    const lines = ['{'];
    const expected: ConfigEntry[] = [];
    const sections = Math.ceil(keys / 100);
    for (let s = 0; s < sections; s += 1) {
      lines.push(`  "Se\\u00e7\\u00e3o${s}": {`);
      const inSection = Math.min(100, keys - s * 100);
      for (let k = 0; k < inSection; k += 1) {
        const i = s * 100 + k;
        const indent = ' '.repeat(4 + (i % 3));
        const comma = k < inSection - 1 ? ',' : '';
        // Each key written with a different escape; the value sometimes repeats another key's quoted form.
        const [written, name] = [
          [`\\u0041piKey${i}`, `ApiKey${i}`],
          [`Chave\\"${i}`, `Chave"${i}`],
          [`Caminho\\/${i}`, `Caminho/${i}`],
          [`\\ud83d\\udd11Token${i}`, `\u{1F511}Token${i}`],
        ][i % 4] as [string, string];
        const value = i % 5 === 0 ? `\\"${written}\\"` : `valor ${i}`;
        expected.push({ key: `Seção${s}.${name}`, value: i % 5 === 0 ? `"${name}"` : value, line: lines.length + 1, column: indent.length + 1 });
        lines.push(`${indent}"${written}": "${value}"${comma}`);
      }
      lines.push(s < sections - 1 ? '  },' : '  }');
    }
    lines.push('}', '');
    return { text: lines.join('\n'), expected };
  }

  it('lê as 10.000 chaves escritas com escapes, cada uma na sua linha e coluna', () => {
    const { text, expected } = escapedSettings(10_000);
    const entries = parseJsonSettings(text, '.');
    expect(entries.length).toBe(10_000);
    expect(entries).toEqual(expected);
  });
});
