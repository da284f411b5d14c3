import { describe, expect, it } from 'vitest';
import { dedupFindings, scanDirectory } from '../src/index.js';
import { makeFinding } from '../src/findings/make-finding.js';
import { makeTree } from './helpers.js';

const code = (prefix: string) => `${prefix}const { exec } = require('child_process');
function a(req) { eval(req.body.code); }
function b(req) { eval(req.body.code); }
exec(\`ls \${req.query.dir}\`);
`;

describe('fingerprint e dedup', () => {
  it('mantém o fingerprint quando as linhas se deslocam e distingue trechos iguais', async () => {
    const before = await scanDirectory(makeTree({ 'app.js': code('') }));
    const after = await scanDirectory(makeTree({ 'app.js': code('// cabeçalho novo\n\n\n') }));
    const key = (r: typeof before) => r.findings.map((f) => [f.rule, f.fingerprint]).sort();
    expect(before.findings.map((f) => f.line).sort()).toEqual([2, 3, 4]);
    expect(after.findings.map((f) => f.line).sort()).toEqual([5, 6, 7]);
    expect(key(after)).toEqual(key(before));
    const evals = before.findings.filter((f) => f.rule === 'injection-eval');
    expect(new Set(evals.map((f) => f.fingerprint)).size).toBe(2);
  });

  it('muda o fingerprint quando o código do achado muda', async () => {
    const a = await scanDirectory(makeTree({ 'app.js': 'eval(req.body.code);\n' }));
    const b = await scanDirectory(makeTree({ 'app.js': 'eval(req.body.other);\n' }));
    expect(a.findings[0]?.fingerprint).not.toBe(b.findings[0]?.fingerprint);
  });

  it('agrupa por arquivo, regra, linha, coluna e mensagem, somando count', () => {
    const hit = { ruleId: 'injection-eval', file: 'a.js', line: 1, column: 1, snippet: 'eval(x)', source: 't' };
    const merged = dedupFindings([makeFinding(hit), makeFinding(hit), makeFinding({ ...hit, column: 5 })]);
    expect(merged.map((f) => [f.column, f.count])).toEqual([[1, 2], [5, 1]]);
  });
});
