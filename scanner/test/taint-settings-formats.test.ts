// The <appSettings> of a .NET Framework web.config as the engine reads it (parseAppSettings): every entry's
// key, value and the line and column of its `<add`, on a large file. The reader once counted the lines
// before each entry from the file's start (quadratic); this pins what it reads, not how fast.
import { describe, expect, it } from 'vitest';
import type { ConfigEntry } from '../src/config/entry.js';
import { parseAppSettings } from '../src/taint/project/settings-formats.js';

/** A web.config built line by line, noting where each entry it should yield starts. */
function webConfig(entries: number, newline: string): { text: string; expected: ConfigEntry[] } {
  const lines: string[] = [];
  const expected: ConfigEntry[] = [];
  const add = (indent: string, rest: string[], key: string, value: string) => {
    expected.push({ key, value, line: lines.length + 1, column: indent.length + 1 });
    lines.push(`${indent}<add${rest[0] ?? ''}`, ...rest.slice(1));
  };
  lines.push('<?xml version="1.0" encoding="utf-8"?>', '<configuration>', '  <system.web>');
  // <add> elements of other sections are not settings.
  for (let i = 0; i < 50; i += 1) lines.push(`    <httpModules><add name="Modulo${i}" type="Tipo${i}" /></httpModules>`);
  lines.push('  </system.web>', '  <location path="Admin">', '    <appSettings file="segredos.config">');
  for (let i = 0; i < entries; i += 1) {
    const indent = ' '.repeat(6 + (i % 5)) + (i % 7 === 0 ? '\t' : '');
    if (i % 11 === 0) {
      // Attributes over several lines, single quotes: the entry is where its `<add` is.
      add(indent, ['', `${indent}  key='Modulo${i % 13}:Chave${i}'`, `${indent}  value='valor ${i} com "aspas"' />`], `Modulo${i % 13}:Chave${i}`, `valor ${i} com "aspas"`);
    } else if (i % 17 === 0) {
      lines.push(`${indent}<!-- entrada ${i} sem valor -->`, `${indent}<add key="SemValor${i}" />`);
    } else {
      add(indent, [` value="v${i}" key="Secao${i % 29}.Chave${i}"/>`], `Secao${i % 29}.Chave${i}`, `v${i}`);
    }
  }
  lines.push('    </appSettings>', '  </location>', '</configuration>', '');
  return { text: lines.join(newline), expected };
}

describe('parseAppSettings: web.config grande', () => {
  it('lê chave, valor, linha e coluna de cada uma das 20.000 entradas de <appSettings>, e só delas', () => {
    const { text, expected } = webConfig(20_000, '\n');
    const entries = parseAppSettings(text);
    expect(entries.length).toBe(expected.length);
    expect(entries).toEqual(expected);
  });

  it('com quebras de linha CRLF, as mesmas linhas e colunas', () => {
    const { text, expected } = webConfig(5_000, '\r\n');
    expect(parseAppSettings(text)).toEqual(expected);
  });
});
