import { describe, expect, it, vi } from 'vitest';
import { savedFiles } from '../../test/browser';
import { contentLength, filenameFromContentDisposition, readBodyWithProgress, saveBlob, slugify } from './download';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('readBodyWithProgress', () => {
  it('reports loaded/total from Content-Length chunk by chunk and returns the whole body', async () => {
    const response = new Response(streamOf([new Uint8Array(4), new Uint8Array(6)]), {
      headers: { 'Content-Length': '10', 'Content-Type': 'application/pdf' },
    });
    const seen: Array<[number, number]> = [];
    const blob = await readBodyWithProgress(response, { intervalMs: 0, onProgress: (p) => seen.push([p.loaded, p.total]) });
    expect(seen).toEqual([[0, 10], [4, 10], [10, 10], [10, 10]]);
    expect(blob.size).toBe(10);
    expect(blob.type).toBe('application/pdf');
  });

  it('reports total 0 while the length is unknown, then the length read', async () => {
    const response = new Response(streamOf([new Uint8Array(3)]));
    const seen: Array<[number, number]> = [];
    await readBodyWithProgress(response, { intervalMs: 0, onProgress: (p) => seen.push([p.loaded, p.total]) });
    expect(seen).toEqual([[0, 0], [3, 0], [3, 3]]);
  });

  it('throttles the reports', async () => {
    const response = new Response(streamOf([new Uint8Array(1), new Uint8Array(1), new Uint8Array(1)]), { headers: { 'Content-Length': '3' } });
    const onProgress = vi.fn();
    await readBodyWithProgress(response, { intervalMs: 1000, now: () => 5, onProgress });
    expect(onProgress.mock.calls.map(([p]) => p.loaded)).toEqual([0, 1, 3]);
  });

  it('ignores a bogus Content-Length', () => {
    expect(contentLength(new Response('x', { headers: { 'Content-Length': 'abc' } }))).toBe(0);
  });
});

describe('filenameFromContentDisposition', () => {
  it('reads filename*, quoted and bare filenames', () => {
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''relat%C3%B3rio%20final.pdf")).toBe('relatório final.pdf');
    expect(filenameFromContentDisposition('attachment; filename="api-pix-relatorio.pdf"')).toBe('api-pix-relatorio.pdf');
    expect(filenameFromContentDisposition('attachment; filename=artefatos.zip')).toBe('artefatos.zip');
    expect(filenameFromContentDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'y.pdf')).toBe('y.pdf');
  });

  it('drops directories and answers null without a name', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});

describe('slugify', () => {
  it('makes ASCII slugs of project names', () => {
    expect(slugify('Portal PIX — Produção')).toBe('portal-pix-producao');
    expect(slugify('  ')).toBe('projeto');
  });
});

describe('saveBlob', () => {
  it('hands the blob to the browser through an object URL under its name, leaving no link behind', () => {
    const blob = new Blob(['a']);
    saveBlob(blob, 'a.csv');
    expect(savedFiles()).toEqual([{ name: 'a.csv', blob }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
