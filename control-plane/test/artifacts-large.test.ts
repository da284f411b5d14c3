/**
 * The viewer on a 50 MB SARIF: page 2 of the results and page 2 of the lines, with the heap
 * (and Buffer memory) measured while the control plane in this process answers. The file is
 * read as a stream, so the growth must stay far below the file's size.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addArtifact, addScan, artifactFolder } from './helpers/artifacts.js';
import type { Client } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const TARGET_BYTES = 50 * 1024 * 1024;
let app: TestApp;
let admin: Client;
let banking: string;
let artifactId: string;
let results = 0;
let fileSize = 0;

/** A SARIF 2.1.0 log of about 50 MB, written in 1 MB pieces (never whole in memory). */
async function writeLargeSarif(file: string): Promise<void> {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('{\n  "version": "2.1.0",\n  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",\n  "runs": [\n    {\n');
  await write('      "tool": { "driver": { "name": "vigia", "rules": [] } },\n      "results": [\n');
  let written = 0;
  let piece = '';
  while (written < TARGET_BYTES) {
    const result = JSON.stringify(
      {
        ruleId: `rule-${results % 97}`,
        level: 'warning',
        message: { text: `Achado ${results}: dado pessoal exposto em log (CPF) — ${'detalhe '.repeat(20)}` },
        locations: [{ physicalLocation: { artifactLocation: { uri: `src/modulo-${results % 500}/arquivo.ts` }, region: { startLine: (results % 900) + 1 } } }],
      },
      null,
      2,
    );
    const text = `${results === 0 ? '' : ',\n'}${result}`;
    piece += text;
    written += Buffer.byteLength(text);
    results += 1;
    if (piece.length > 1024 * 1024) {
      await write(piece);
      piece = '';
    }
  }
  await write(`${piece}\n      ]\n    }\n  ]\n}\n`);
  out.end();
  await once(out, 'finish');
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@demo.local');
  const tenantId = (await admin.get('/auth/whoami')).body.user.tenantId as string;
  banking = ((await admin.get('/api/v1/projects')).body.projects as { id: string; name: string }[]).find((p) => p.name === 'Internet Banking')
    ?.id as string;
  const scanId = await addScan(app, tenantId, banking);
  const where = { tenantId, projectId: banking, scanId };
  await mkdir(artifactFolder(app, where), { recursive: true });
  const file = path.join(artifactFolder(app, where), 'grande.sarif');
  await writeLargeSarif(file);
  fileSize = (await stat(file)).size;
  artifactId = (await addArtifact(app, { ...where, kind: 'SARIF', name: 'grande.sarif', contentType: 'application/sarif+json', file })).id;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** Peak growth of heapUsed and of heapUsed + Buffer memory while `work` runs, sampled every 2 ms. */
async function measure<T>(work: () => Promise<T>): Promise<{ result: T; heapMb: number; totalMb: number; ms: number }> {
  gc();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakTotal = base.heapUsed + base.arrayBuffers;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakTotal = Math.max(peakTotal, now.heapUsed + now.arrayBuffers);
  }, 2);
  const started = Date.now();
  try {
    const result = await work();
    return {
      result,
      heapMb: (peakHeap - base.heapUsed) / 2 ** 20,
      totalMb: (peakTotal - base.heapUsed - base.arrayBuffers) / 2 ** 20,
      ms: Date.now() - started,
    };
  } finally {
    clearInterval(sampler);
  }
}

it('views page 2 of a 50 MB SARIF without loading it', async () => {
  expect(fileSize).toBeGreaterThan(TARGET_BYTES);
  const base = `/api/v1/projects/${banking}/artifacts/${artifactId}/view`;

  const tree = await measure(() => admin.get(`${base}?path=/runs/0/results&page=2&pageSize=50`));
  expect(tree.result.status, JSON.stringify(tree.result.body)).toBe(200);
  expect(tree.result.body.totalChildren).toBe(results);
  expect(tree.result.body.children.map((c: { index: number }) => c.index)).toEqual(Array.from({ length: 50 }, (_, i) => 50 + i));

  const lines = await measure(() => admin.get(`${base}?mode=lines&page=2`));
  expect(lines.result.status).toBe(200);
  expect(lines.result.body.lines[0].number).toBe(201);
  expect(lines.result.body.totalLines).toBeGreaterThan(1_000_000);

  const lastPage = Math.ceil(lines.result.body.totalLines / 200);
  const last = await measure(() => admin.get(`${base}?mode=lines&page=${lastPage}`));
  expect(last.result.body.lines.at(-1).text).toBe('}');

  const figures = {
    fileMb: Math.round((fileSize / 2 ** 20) * 10) / 10,
    tree: { heapMb: tree.heapMb.toFixed(1), heapAndBuffersMb: tree.totalMb.toFixed(1), ms: tree.ms },
    linesWithIndexBuild: { heapMb: lines.heapMb.toFixed(1), heapAndBuffersMb: lines.totalMb.toFixed(1), ms: lines.ms },
    lastLinesPage: { heapMb: last.heapMb.toFixed(1), heapAndBuffersMb: last.totalMb.toFixed(1), ms: last.ms },
  };
  console.info('artifact viewer on a 50 MB SARIF:', JSON.stringify(figures));
  for (const run of [tree, lines, last]) expect(run.totalMb).toBeLessThan(10);
  // Seeking to the last page with the index reads only its neighbourhood.
  expect(last.ms).toBeLessThan(2000);
}, 60_000);
