// The capability matrix under VIGIA_TAINT_ENGINE=ir (this file's process): for the languages the IR
// engine reads, no cell that passes on the old interpreters (status.json) may fail, and the cells the
// engine passes beyond them are listed here (at least these), so a regression or a lost gain shows.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_LANGUAGES } from '../src/taint/engine/analyze.js';
import { PASS, runMatrix, type CellResult, type MatrixStatus } from '../src/quality/taint-matrix.js';

process.env.VIGIA_TAINT_ENGINE = 'ir';

const root = new URL('./taint-matrix/', import.meta.url);
const status = JSON.parse(readFileSync(new URL('status.json', root), 'utf8')) as MatrixStatus;

/** Cells the old interpreters fail (engine gaps in status.json) that the IR engine passes. */
const GAINS = [
  'closure × javascript', 'closure × python', 'closure × typescript',
  'constant-condition × javascript', 'constant-condition × python', 'constant-condition × typescript',
  'field-across-methods × javascript', 'field-across-methods × python', 'field-across-methods × typescript',
  'lambda-callback × javascript', 'lambda-callback × typescript',
  'list-element × python',
  'loop × javascript', 'loop × typescript',
  'request-wrapper × javascript', 'request-wrapper × python', 'request-wrapper × typescript',
  'string-builder × javascript', 'string-builder × python', 'string-builder × typescript',
  'switch-assign × javascript', 'switch-assign × typescript',
];

describe('matriz de capacidades com o motor da IR', () => {
  let results: CellResult[] = [];
  beforeAll(async () => {
    results = (await runMatrix(fileURLToPath(root))).filter((r) => !r.absent && (ENGINE_LANGUAGES as ReadonlySet<string>).has(r.language));
  }, 600_000);

  it('nenhuma célula que passa nos interpretadores antigos falha no motor novo', () => {
    const regressions = results.filter((r) => status[r.capability]?.[r.language] === PASS && r.failures.length).map((r) => `${r.capability} × ${r.language}: ${r.failures.join('; ')}`);
    expect(results.length).toBeGreaterThan(0);
    expect(regressions).toEqual([]);
  });

  it('o motor novo passa células que os interpretadores antigos não passam (closure, condição constante, campo entre métodos, laço, switch, ...)', () => {
    const gains = results.filter((r) => status[r.capability]?.[r.language] !== PASS && !r.failures.length).map((r) => `${r.capability} × ${r.language}`).sort();
    expect(gains).toEqual(expect.arrayContaining(GAINS));
  });
});
