import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { streamUpload } from '@vigia/test-support/stream-upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

// A CI client sending a refused upload (too large, wrong type) reads the Portuguese 4xx, never a
// connection reset, and the control plane stays up: bodies are streamed here piece by piece by a
// real HTTP client, well past the limit, as chunked and as declared-length requests.
const LIMIT = 1024 * 1024;
let app: TestApp;
let runToken: string;

beforeAll(async () => {
  app = await startTestApp({ scans: { uploadMaxBytes: LIMIT } });
  const admin = await app.signIn('admin@demo.local');
  const tenantId = (await admin.get('/auth/whoami')).body.user.tenantId as string;
  const projectId = (await admin.get('/api/v1/projects')).body.projects[0].id as string;
  runToken = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'ci', projectId, kind: 'RUN' })).body.secret;
});

afterAll(async () => {
  await app?.close();
});

const uploads = () => readdir(path.join(app.dataDir, 'tmp', 'uploads')).catch(() => [] as string[]);
const TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo excede o limite de 1 MB' };
const WRONG_TYPE = { code: 'BAD_REQUEST', message: 'Envie o arquivo como multipart/form-data no campo "file"' };
const MULTIPART = 'multipart/form-data; boundary=x';
/** A file part whose content never ends: the multipart parser counts it against the limit. */
const FILE_PART = '--x\r\nContent-Disposition: form-data; name="file"; filename="src.tar.gz"\r\n\r\n';

describe('refused uploads are answered, not reset', () => {
  const cases: [string, { contentType: string; chunked: boolean; bytes: number; bearer?: boolean }, number, object][] = [
    ['a chunked multipart body past the limit', { contentType: MULTIPART, chunked: true, bytes: 6 * LIMIT }, 413, TOO_LARGE],
    ['a declared length past the limit', { contentType: MULTIPART, chunked: false, bytes: 6 * LIMIT }, 413, TOO_LARGE],
    ['the wrong content type with a large body', { contentType: 'application/octet-stream', chunked: false, bytes: 6 * LIMIT }, 400, WRONG_TYPE],
    ['the wrong content type, chunked', { contentType: 'text/plain', chunked: true, bytes: 6 * LIMIT }, 400, WRONG_TYPE],
    // Found by bench/fuzz.mjs (seed 43, case 223): a file part never closed crashed the process.
    ['a file part cut short (no closing boundary)', { contentType: MULTIPART, chunked: false, bytes: 1000 }, 400, { code: 'BAD_REQUEST', message: 'Requisição multipart inválida' }],
    ['a file part cut short, chunked', { contentType: MULTIPART, chunked: true, bytes: 1000 }, 400, { code: 'BAD_REQUEST', message: 'Requisição multipart inválida' }],
    ['no credentials with a large body', { contentType: MULTIPART, chunked: true, bytes: 6 * LIMIT, bearer: false }, 401, { code: 'UNAUTHENTICATED', message: 'Autenticação necessária' }],
  ];
  for (const [name, options, status, body] of cases) {
    it(`when a CI client streams ${name}, then it reads ${status} and the server stays up`, async () => {
      const headers: Record<string, string> = { 'content-type': options.contentType };
      if (options.bearer !== false) headers.authorization = `Bearer ${runToken}`;
      const result = await streamUpload(`${app.url}/api/v1/scans`, {
        headers,
        prefix: FILE_PART,
        bytes: options.bytes,
        chunked: options.chunked,
      });
      expect(result.error, JSON.stringify(result)).toBeUndefined();
      expect(result.status).toBe(status);
      expect(result.body).toEqual(body);
      expect(result.sentAll).toBe(true);
      expect((await app.client().get('/api/v1/health')).status).toBe(200);
      await expect.poll(uploads).toEqual([]);
    });
  }
});
