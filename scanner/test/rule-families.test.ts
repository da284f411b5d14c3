// Every rule family against its labeled corpus: planted cases must be found, clean look-alikes must not.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listScannableFiles, scanFiles } from '../src/index.js';
import { readCorpusLabels } from '../src/quality/corpus-labels.js';
import { CORPUS } from './helpers.js';

const families = readdirSync(CORPUS).sort();

describe.each(families)('família %s', (family) => {
  it('acha exatamente os casos rotulados (verdadeiros) e nenhum caso limpo', async () => {
    const root = join(CORPUS, family);
    const all = await listScannableFiles(root);
    const labels = await readCorpusLabels(root, all);
    const { findings } = await scanFiles(root, all.filter((f) => !f.endsWith('.labels')));
    const found = findings.map((f) => `${f.file}:${f.line}:${f.rule}`).sort();
    const expected = labels.map((l) => `${l.file}:${l.line}:${l.rule}`).sort();
    expect(labels.length).toBeGreaterThan(0);
    expect(found).toEqual(expected);
  });
});

it('marca achados "sink presente" com severidade menor que o achado definitivo', async () => {
  const { findings } = await scanFiles(join(CORPUS, 'injection'), ['app.py']);
  const sink = findings.find((f) => f.rule === 'injection-sql-sink');
  const definite = findings.find((f) => f.rule === 'injection-sql');
  expect(sink?.message).toContain('sink presente; verifique a origem dos dados');
  expect(sink?.severity).toBe('medium');
  expect(definite?.severity).toBe('high');
});
