// The taint capability matrix: every cell (capability × language) as recorded in taint-matrix/status.json,
// and docs/capabilities.md printed from it. Update both with `pnpm --filter @vigia/scanner run matrix -- --update`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCapabilities, runMatrix, statusProblems, type CellResult, type MatrixStatus } from '../src/quality/taint-matrix.js';

const root = new URL('./taint-matrix/', import.meta.url);
const status = JSON.parse(readFileSync(new URL('status.json', root), 'utf8')) as MatrixStatus;

describe('matriz de capacidades do taint', () => {
  let results: CellResult[] = [];
  beforeAll(async () => {
    results = await runMatrix(fileURLToPath(root));
  }, 600_000);

  it('cada célula dá o resultado registrado em status.json (nenhuma regressão, nenhuma lacuna que já passa)', () => {
    expect(results.length).toBeGreaterThan(0);
    expect(statusProblems(results, status)).toEqual([]);
  });

  it('docs/capabilities.md está em dia com a matriz', () => {
    const docs = readFileSync(new URL('../docs/capabilities.md', import.meta.url), 'utf8');
    expect(docs).toBe(renderCapabilities(results, status));
  });
});
