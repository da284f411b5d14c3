/**
 * The prefilter's view of imports that rename (the engine's is engine/imported-names.ts, on the parsed
 * imports): the file's text with each alias written as the name it stands for, so the rows' tokens
 * (`subprocess.run(`, `exec.Command(`, `DB::select(`) are found where the code calls `sp.run(`, `ex.Command(`,
 * `Banco::select(`. Only read when the text as written holds no flow, and only the forms that rename.
 */

/** `alias` → the name it stands for, by the import forms of each language (regex over the text). */
const FORMS: readonly { re: RegExp; alias: number; name: number; needs: string }[] = [
  // Python `import a.b as m`, `from m import f as g` (one or several, with or without parentheses).
  { re: /(?:^|[\s,(])([\w.]+)\s+as\s+(\w+)/gm, alias: 2, name: 1, needs: ' as ' },
  // JavaScript `const x = require('m')`, `import x from 'm'`, `import * as x from 'm'`, `{ a: b } = require(…)`.
  { re: /\b(?:const|let|var)\s+([\w$]+)\s*=\s*require\(\s*['"](?:node:)?([\w@/.-]+)['"]/g, alias: 1, name: 2, needs: 'require' },
  { re: /\bimport\s+(?:\*\s+as\s+)?([\w$]+)\s+from\s+['"](?:node:)?([\w@/.-]+)['"]/g, alias: 1, name: 2, needs: 'import' },
  { re: /[{,]\s*([\w$]+)\s*:\s*([\w$]+)\s*(?=[,}])/g, alias: 2, name: 1, needs: 'require' },
  // Go `import x "a/b"` (also inside `import ( … )`): x stands for the package's own name.
  { re: /^\s*(?:import\s+)?([A-Za-z_]\w*)\s+"(?:[^"\n]*\/)?(?:go-)?([A-Za-z_]\w*)[^"/\n]*(?:\/v\d+)?"/gm, alias: 1, name: 2, needs: 'import' },
  // C# `using D = A.B.C;`, PHP `use A\B\C as D;`, Kotlin `import a.b.C as D`.
  { re: /\busing\s+(\w+)\s*=\s*(?:[\w.]+\.)?(\w+)\s*;/g, alias: 1, name: 2, needs: 'using' },
  { re: /\b(?:use|import)\s+[\w\\.]*?(\w+)\s+as\s+(\w+)/g, alias: 2, name: 1, needs: ' as ' },
];

/** Aliases of names some row needs (`wanted`): others cannot make a token appear. */
function aliasesIn(text: string, wanted: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  // Python `from m import f as g`: g is `m.f`, as a row that names the module's function by its receiver wants it.
  for (const [, module, names] of !text.includes(' as ') ? [] : text.matchAll(/^[ \t]*from\s+([\w.]+)\s+import\s+\(?([^)\n]*)/gm)) {
    for (const [, name, alias] of (names ?? '').matchAll(/(\w+)\s+as\s+(\w+)/g)) if (name && alias && wanted.has(name)) out.set(alias, `${module}.${name}`);
  }
  for (const { re, alias, name, needs } of FORMS) {
    if (!text.includes(needs)) continue;
    for (const m of text.matchAll(re)) {
      const from = m[alias];
      const to = m[name]?.split(/[./]/).at(-1);
      if (from && to && from !== to && wanted.has(to) && !out.has(from)) out.set(from, to);
    }
  }
  return out;
}

/**
 * The text with each alias, where it is called or its members read, written as what it stands for, and the
 * names it now holds that the text did not (only rows naming one of them can match anew); undefined when nothing renames.
 */
export function withImportsNamed(text: string, wanted: ReadonlySet<string>): { text: string; names: Set<string> } | undefined {
  const aliases = aliasesIn(text, wanted);
  if (!aliases.size) return undefined;
  const names = [...aliases.keys()].map((a) => a.replace(/\$/g, '\\$')).join('|');
  const named = text.replace(new RegExp(`(?<![\\w$.>:\\\\])(${names})(?=\\s*(?:\\.|->|::|\\(|<))`, 'g'), (a) => aliases.get(a) ?? a);
  return { text: named, names: new Set([...aliases.values()].flatMap((n) => n.split('.'))) };
}
