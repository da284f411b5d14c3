import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthMode, setCsrfToken, setViewerToken } from '../credentials';
import { registerNavigator } from '../navigation';
import { server } from '../../test/mocks/server';
import { fileResponse, fileRoute } from '../../test/mocks/handlers/files';
import { authenticatedDownload, DownloadHttpError, parseRetryAfter } from './authenticatedDownload';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

const workspace = { tenantId: 't1', projectId: 'p1' };

beforeEach(() => {
  setAuthMode('session');
  setCsrfToken('csrf');
});

afterEach(() => {
  setAuthMode('anonymous');
  setCsrfToken(null);
  setViewerToken(null);
  registerNavigator((path) => window.location.assign(path));
});

describe('authenticatedDownload', () => {
  it('GETs with the session credentials and the workspace headers, reporting progress, named by Content-Disposition', async () => {
    const route = fileRoute('get', '/files/report.pdf', () =>
      fileResponse(streamOf([new Uint8Array(5), new Uint8Array(5)]), { type: 'application/pdf', filename: 'api-pix.pdf', headers: { 'Content-Length': '10' } }),
    );
    server.use(route.handler);
    const onResponse = vi.fn();
    const loaded: number[] = [];
    const { blob, filename } = await authenticatedDownload({ url: '/files/report.pdf', workspace, fallbackFilename: 'x.pdf', onResponse, onProgress: (p) => loaded.push(p.loaded) });
    expect(route.requests).toHaveLength(1);
    expect(route.requests[0]).toMatchObject({ method: 'GET', headers: { 'x-tenant-id': 't1', 'x-project-id': 'p1' } });
    expect(route.requests[0]!.headers['x-csrf-token']).toBeUndefined();
    expect(onResponse).toHaveBeenCalledWith(10);
    expect(loaded.at(-1)).toBe(10);
    expect(blob.size).toBe(10);
    expect(filename).toBe('api-pix.pdf');
  });

  it('POSTs the body as JSON with the CSRF header, like a mutation', async () => {
    const route = fileRoute('post', '/files/draft.pdf', () => fileResponse('%PDF', { type: 'application/pdf' }));
    server.use(route.handler);
    await authenticatedDownload({ url: '/files/draft.pdf', method: 'POST', body: { fields: { a: '1' } }, accept: 'application/pdf', fallbackFilename: 'd.pdf' });
    expect(route.requests[0]).toMatchObject({ method: 'POST', headers: { 'x-csrf-token': 'csrf', 'content-type': 'application/json', accept: 'application/pdf' } });
    expect(JSON.parse(route.requests[0]!.body)).toEqual({ fields: { a: '1' } });
  });

  it('sends the viewer token as bearer in token mode and falls back to the given name', async () => {
    setAuthMode('token');
    setViewerToken('VIEW_p1_x');
    const route = fileRoute('get', '/files/a.zip', () => fileResponse(streamOf([new Uint8Array(1)])));
    server.use(route.handler);
    const { filename } = await authenticatedDownload({ url: '/files/a.zip', workspace: { tenantId: null, projectId: 'p1' }, fallbackFilename: 'api-pix-artefatos.zip' });
    expect(route.requests[0]!.headers).toMatchObject({ authorization: 'Bearer VIEW_p1_x', 'x-project-id': 'p1' });
    expect(route.requests[0]!.headers['x-tenant-id']).toBeUndefined();
    expect(filename).toBe('api-pix-artefatos.zip');
  });

  it('turns error statuses into DownloadHttpError with Retry-After', async () => {
    server.use(fileRoute('get', '/files/busy', () => new Response('{"code":"BUSY"}', { status: 503, headers: { 'Retry-After': '30' } })).handler);
    const failure = await authenticatedDownload({ url: '/files/busy', fallbackFilename: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DownloadHttpError);
    expect(failure).toMatchObject({ status: 503, retryAfterSeconds: 30 });
  });

  it('follows the request policy: a GET answered 503 is asked again, a POST answered 500 is not', async () => {
    let answered = 0;
    const get = fileRoute('get', '/files/flaky.pdf', () => (answered++ === 0 ? new Response('{}', { status: 503 }) : fileResponse('%PDF', { type: 'application/pdf' })));
    const post = fileRoute('post', '/files/draft.pdf', () => new Response('{}', { status: 500 }));
    server.use(get.handler, post.handler);
    const { blob } = await authenticatedDownload({ url: '/files/flaky.pdf', fallbackFilename: 'x.pdf' });
    expect(blob.size).toBe(4);
    expect(get.requests).toHaveLength(2);
    await expect(authenticatedDownload({ url: '/files/draft.pdf', method: 'POST', fallbackFilename: 'd.pdf' })).rejects.toMatchObject({ status: 500 });
    expect(post.requests).toHaveLength(1);
  });

  it('keeps the gateway\'s message of a JSON error answer', async () => {
    server.use(fileRoute('post', '/files/ci.zip', () => Response.json({ code: 'INVALID', status: 422, message: 'Plataforma não suportada' }, { status: 422 })).handler);
    const failure = await authenticatedDownload({ url: '/files/ci.zip', method: 'POST', fallbackFilename: 'x' }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 422, serverMessage: 'Plataforma não suportada' });
  });

  it('a 401 follows the global policy: tokens cleared, off to /login', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    setViewerToken('VIEW_p1_x');
    window.history.replaceState(null, '', '/dashboard');
    server.use(fileRoute('get', '/files/gone', () => new Response('{}', { status: 401 })).handler);
    await expect(authenticatedDownload({ url: '/files/gone', fallbackFilename: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(window.sessionStorage.length).toBe(0);
    window.history.replaceState(null, '', '/');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(1));
      },
    });
    server.use(fileRoute('get', '/files/slow', () => new Response(body, { headers: { 'Content-Length': '100' } })).handler);
    const pending = authenticatedDownload({ url: '/files/slow', fallbackFilename: 'x', signal: controller.signal, onProgress: (p) => p.loaded > 0 && controller.abort() });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('parseRetryAfter', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
