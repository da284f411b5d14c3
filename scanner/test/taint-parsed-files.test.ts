// The trees a scan shares between the project's summaries and the per-file pass (src/taint/project/parsed-files.ts):
// a file is parsed once while its text is the same, never answered with the tree of an older text.
import { describe, expect, it } from 'vitest';
import { parseJavaScript } from '../src/taint/frontends/javascript.js';
import { ParsedFiles } from '../src/taint/project/parsed-files.js';

function counting() {
  let parses = 0;
  const parse = (file: string, text: string) => () => {
    parses += 1;
    return parseJavaScript(file, text);
  };
  return { parse, parses: () => parses };
}

describe('árvores compartilhadas entre o índice do projeto e a passada por arquivo', () => {
  it('o mesmo texto é lido uma vez; um texto mudado é lido de novo e dá a árvore nova', () => {
    const parsed = new ParsedFiles(4);
    const { parse, parses } = counting();
    const first = parsed.root('a.js', 'f(1);', parse('a.js', 'f(1);'));
    expect(parsed.root('a.js', 'f(1);', parse('a.js', 'f(1);'))).toBe(first);
    expect(parses()).toBe(1);
    const changed = parsed.root('a.js', 'g(2);', parse('a.js', 'g(2);'));
    expect(parses()).toBe(2);
    expect(changed.text()).toBe('g(2);');
  });

  it('guarda só as últimas árvores: a mais antiga, passado o limite, é lida de novo', () => {
    const parsed = new ParsedFiles(2);
    const { parse, parses } = counting();
    for (const file of ['a.js', 'b.js', 'c.js']) parsed.root(file, 'x();', parse(file, 'x();'));
    parsed.root('c.js', 'x();', parse('c.js', 'x();'));
    expect(parses()).toBe(3);
    parsed.root('a.js', 'x();', parse('a.js', 'x();'));
    expect(parses()).toBe(4);
  });
});
