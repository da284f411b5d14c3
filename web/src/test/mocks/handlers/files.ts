import { http } from 'msw';

/** What a file route received, headers as a plain object (lower-case names). */
export interface FileRequest {
  url: string;
  /** The query string, with its '?' ('' when none). */
  search: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A plain-HTTP file route of the gateway (PDFs, zips, artifacts): answers with `respond`,
 * recording each request so tests can check the path, credentials and body that were sent.
 */
export function fileRoute(method: 'get' | 'post', path: string, respond: (request: Request) => Response | Promise<Response>) {
  const requests: FileRequest[] = [];
  const handler = http[method](path, async ({ request }) => {
    const url = new URL(request.url);
    requests.push({
      url: url.pathname,
      search: url.search,
      method: request.method,
      headers: Object.fromEntries(request.headers.entries()),
      body: method === 'post' ? await request.clone().text() : '',
    });
    return respond(request);
  });
  return { handler, requests };
}

/** A file answer: the body with its type and, when given, Content-Disposition's file name. */
export function fileResponse(body: BodyInit, options: { type?: string; filename?: string; headers?: Record<string, string> } = {}): Response {
  const headers: Record<string, string> = { 'Content-Type': options.type ?? 'application/octet-stream', ...options.headers };
  if (options.filename) headers['Content-Disposition'] = `attachment; filename="${options.filename}"`;
  return new Response(body, { status: 200, headers });
}
