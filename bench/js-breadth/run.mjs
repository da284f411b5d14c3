#!/usr/bin/env node
// JS/TS breadth probes (issue 28): writes each probe's true case and look-alike as .js and as .ts, scans them
// with the scanner CLI of a checkout, and counts true cases found and look-alikes flagged per language.
// Usage: node bench/js-breadth/run.mjs [a|b] [checkout root, default this one]   (build the scanner first)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const set = process.argv[2] === 'b' ? 'b' : 'a';
const checkout = resolve(process.argv[3] ?? fileURLToPath(new URL('../..', import.meta.url)));
const { PROBES } = await import(`./probes-${set}.mjs`);
const root = mkdtempSync(join(tmpdir(), 'vigia-js-breadth-'));
const bare = (s) => s.replace(/^\/\/top\n/, '');
const toTs = (s) => "import type { Request, Response } from 'express';\n" + bare(s)
  .replace(/\((req|request), (res|response)\)/g, '($1: Request, $2: Response)')
  .replace(/function (\w+)\((\w+)\)/g, 'function $1($2: string)').replace(/function usuario\(req: string\)/, 'function usuario(req: Request)');
const toJs = (s) => bare(s).replace(/private /g, '');
for (const [name, , truth, lookalike] of PROBES) {
  for (const [lang, form] of [['js', toJs], ['ts', toTs]]) {
    mkdirSync(join(root, lang), { recursive: true });
    writeFileSync(join(root, lang, `${name}.true.${lang}`), form(truth));
    writeFileSync(join(root, lang, `${name}.safe.${lang}`), form(lookalike));
  }
}
const out = JSON.parse(execFileSync('node', [join(checkout, 'scanner/bin/vigia-scan.mjs'), root], { maxBuffer: 1 << 28 }).toString());
rmSync(root, { recursive: true, force: true });
const rulesOf = new Map();
for (const f of out.findings) rulesOf.set(f.file, [...(rulesOf.get(f.file) ?? []), f.rule.replace(/-sink$/, '')]);
const totals = { js: [0, 0], ts: [0, 0] };
for (const [name, rules] of PROBES) {
  for (const lang of ['js', 'ts']) {
    const hit = (kind) => (rulesOf.get(`${lang}/${name}.${kind}.${lang}`) ?? []).some((r) => rules.includes(r));
    const found = hit('true');
    const flagged = hit('safe');
    totals[lang][0] += found ? 1 : 0;
    totals[lang][1] += flagged ? 1 : 0;
    if (!found || flagged) console.log(`${lang} ${name}: ${found ? 'achado' : 'NÃO ACHADO'}${flagged ? ', parecido MARCADO' : ''}`);
  }
}
console.log(`conjunto ${set}, ${PROBES.length} sondas: JS ${totals.js[0]} achadas, ${totals.js[1]} parecidos marcados; TS ${totals.ts[0]} achadas, ${totals.ts[1]} parecidos marcados`);
