import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthMode, setCsrfToken, setViewerToken } from '../../../lib/credentials';
import { registerNavigator } from '../../../lib/navigation';
import { downloadExport, exportErrorMessage, ExportHttpError, parseRetryAfter } from './exportDownload';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

const workspace = { tenantId: 't1', projectId: 'p1', projectName: 'Portal PIX' };

beforeEach(() => {
  setAuthMode('session');
  setCsrfToken('csrf');
});

afterEach(() => {
  setAuthMode('anonymous');
  registerNavigator((path) => window.location.assign(path));
});

describe('downloadExport', () => {
  it('GETs the same-origin path with credentials and the workspace headers, reporting progress', async () => {
    const fetchFn = vi.fn(async () => new Response(streamOf([new Uint8Array(5), new Uint8Array(5)]), {
      headers: { 'Content-Length': '10', 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="api-pix.pdf"' },
    }));
    const onResponse = vi.fn();
    const loaded: number[] = [];
    const { blob, filename } = await downloadExport({ ...workspace, kind: 'pdf', fetchFn: fetchFn as unknown as typeof fetch, onResponse, onProgress: (p) => loaded.push(p.loaded) });
    expect(fetchFn).toHaveBeenCalledWith('/api/v1/export/latest/pdf', expect.objectContaining({
      method: 'GET',
      credentials: 'same-origin',
      headers: { 'X-Tenant-ID': 't1', 'X-Project-ID': 'p1' },
    }));
    expect(onResponse).toHaveBeenCalledWith(10);
    expect(loaded.at(-1)).toBe(10);
    expect(blob.size).toBe(10);
    expect(filename).toBe('api-pix.pdf');
  });

  it('sends the viewer token as bearer in token mode, without a tenant header', async () => {
    setAuthMode('token');
    setViewerToken('VIEW_p1_x');
    const fetchFn = vi.fn(async (_url: string, _init: RequestInit) => new Response(streamOf([new Uint8Array(1)])));
    const { filename } = await downloadExport({ kind: 'artifacts', tenantId: null, projectId: 'p1', projectName: 'API Pix', fetchFn: fetchFn as unknown as typeof fetch });
    expect(fetchFn.mock.calls[0]?.[1]).toMatchObject({ headers: { Authorization: 'Bearer VIEW_p1_x', 'X-Project-ID': 'p1' } });
    expect(filename).toBe('api-pix-artefatos.zip');
  });

  it('names the PDF after the project without Content-Disposition', async () => {
    const fetchFn = async () => new Response(streamOf([new Uint8Array(1)]));
    expect((await downloadExport({ ...workspace, kind: 'pdf', fetchFn })).filename).toBe('portal-pix-relatorio.pdf');
  });

  it('turns error statuses into ExportHttpError with Retry-After', async () => {
    const fetchFn = async () => new Response('{"code":"BUSY"}', { status: 503, headers: { 'Retry-After': '30' } });
    const failure = await downloadExport({ ...workspace, kind: 'pdf', fetchFn }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ExportHttpError);
    expect(failure).toMatchObject({ status: 503, retryAfterSeconds: 30 });
  });

  it('a 401 follows the global policy: tokens cleared, off to /login', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.history.replaceState(null, '', '/dashboard');
    const fetchFn = async () => new Response('{}', { status: 401 });
    await expect(downloadExport({ ...workspace, kind: 'pdf', fetchFn })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
    window.history.replaceState(null, '', '/');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(1));
      },
    });
    const fetchFn = async () => new Response(body, { headers: { 'Content-Length': '100' } });
    const pending = downloadExport({ ...workspace, kind: 'pdf', fetchFn, signal: controller.signal, onProgress: (p) => p.loaded > 0 && controller.abort() });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('export error messages (spec §8)', () => {
  it.each([
    [new ExportHttpError(404, null), 'Nenhuma análise encontrada para exportar'],
    [new ExportHttpError(410, null), 'Scan expirado, não pode ser exportado'],
    [new ExportHttpError(503, 45), 'Fila de exports cheia. Tente novamente em 45 segundos.'],
    [new ExportHttpError(503, null), 'Fila de exports cheia. Tente novamente em alguns minutos.'],
    [new ExportHttpError(500, null), 'Erro ao gerar export'],
    [new ExportHttpError(403, null), 'Ocorreu um erro durante o export'],
    [new TypeError('Failed to fetch'), 'Erro de rede: não foi possível conectar ao servidor'],
    [new DOMException('aborted', 'AbortError'), 'Export cancelado'],
    [new Error('?'), 'Ocorreu um erro durante o export'],
  ])('%s → %s', (error, message) => {
    expect(exportErrorMessage(error)).toBe(message);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
