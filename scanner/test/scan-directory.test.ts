import { describe, expect, it } from 'vitest';
import { listScannableFiles, scanDirectory, scanFiles, type ScanProgress } from '../src/index.js';
import { makeTree } from './helpers.js';

const tree = () => makeTree(Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`src/f${i}.py`, `import os\nos.system("rm " + request.args["p${i}"])\n`])));

describe('scanDirectory', () => {
  it('relata progresso, conta linhas e chama checkpoint por lote', async () => {
    const root = tree();
    const progress: ScanProgress[] = [];
    const checkpoints: number[] = [];
    const result = await scanDirectory(root, {
      checkpointEvery: 3,
      onProgress: (p) => progress.push(p),
      checkpoint: ({ filesDone }) => { checkpoints.push(filesDone); },
    });
    expect(result).toMatchObject({ linesScanned: 14, filesScanned: 7 });
    expect(result.findings).toHaveLength(7);
    expect(checkpoints).toEqual([3, 6, 7]);
    expect(progress[0]?.stage).toBe('listing');
    expect(progress.at(-1)).toEqual({ stage: 'finalizing', filesDone: 7, filesTotal: 7 });
  });

  it('retoma de um checkpoint e compõe o mesmo resultado que a varredura inteira', async () => {
    const root = tree();
    const whole = await scanDirectory(root);
    const files = await listScannableFiles(root);
    const first = await scanFiles(root, files.slice(0, 4));
    const rest = await scanDirectory(root, { resumeFrom: 4 });
    const fingerprints = (fs: { fingerprint: string }[]) => fs.map((f) => f.fingerprint).sort();
    expect(fingerprints([...first.findings, ...rest.findings])).toEqual(fingerprints(whole.findings));
  });

  it('interrompe com o AbortSignal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(scanDirectory(tree(), { signal: controller.signal })).rejects.toThrow();
  });
});
