import { streamUpload } from '@vigia/test-support/stream-upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './support/gateway.js';
import { startAdminStack, type AdminStack } from './support/stack.js';

// A CI client streaming a refused upload through the gateway (too large, wrong type, no
// credentials) reads the Portuguese 4xx instead of a connection reset: the gateway and the real
// control plane behind it read the rest of the body and drop it before the connection is reused.
// The body goes over a plain socket, written in full before the answer is read.
const LIMIT = 1024 * 1024;
const MULTIPART = 'multipart/form-data; boundary=x';
const FILE_PART = '--x\r\nContent-Disposition: form-data; name="file"; filename="src.tar.gz"\r\n\r\n';
const TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo excede o limite de 1 MB' };

let { controlPlane, gateway, admin, stop } = {} as AdminStack;
/** The default upload limit (100 MB): big bodies reach the control plane, which refuses them itself. */
let wideGateway: RunningGateway;

beforeAll(async () => {
  ({ controlPlane, gateway, admin, stop } = await startAdminStack({
    controlPlaneEnv: { SCAN_UPLOAD_MAX_BYTES: String(LIMIT), SEED_SAMPLE_SCAN: 'false' },
    gateway: { scanUploadMaxBytes: LIMIT },
  }));
  wideGateway = await startGateway({ controlPlaneUrl: controlPlane.url });
});

afterAll(async () => {
  await wideGateway?.stop();
  await stop?.();
});

describe('refused uploads through the gateway are answered, not reset', () => {
  const session = () => ({ cookie: admin.client.cookieHeader(), 'x-csrf-token': admin.csrfToken });
  type Case = [string, () => Record<string, string>, { chunked: boolean; bytes: number; wide?: boolean }, number, object];
  const cases: Case[] = [
    ['a declared length past the limit', () => ({ ...session(), 'content-type': MULTIPART }), { chunked: false, bytes: 8 * LIMIT }, 413, TOO_LARGE],
    ['a chunked body past the limit', () => ({ ...session(), 'content-type': MULTIPART }), { chunked: true, bytes: 8 * LIMIT }, 413, TOO_LARGE],
    [
      'a body past the control plane limit (refused by it mid-upload)',
      () => ({ ...session(), 'content-type': MULTIPART }),
      { chunked: true, bytes: 16 * LIMIT, wide: true },
      413,
      TOO_LARGE,
    ],
    [
      'the wrong content type (refused by the control plane mid-upload)',
      () => ({ ...session(), 'content-type': 'application/octet-stream' }),
      { chunked: true, bytes: 16 * LIMIT, wide: true },
      400,
      { code: 'BAD_REQUEST', message: 'Envie o arquivo como multipart/form-data no campo "file"' },
    ],
    [
      'no credentials',
      () => ({ 'content-type': MULTIPART }),
      { chunked: true, bytes: 16 * LIMIT, wide: true },
      401,
      { code: 'UNAUTHENTICATED', message: 'Autenticação necessária' },
    ],
  ];
  for (const [name, headers, body, status, answer] of cases) {
    it(`when a client streams ${name}, then it reads ${status} and the connection is not reset`, async () => {
      const { wide, ...sizes } = body;
      const result = await streamUpload(`${(wide ? wideGateway : gateway).url}/api/v1/scans`, { headers: headers(), prefix: FILE_PART, ...sizes });
      expect(result.error, JSON.stringify(result)).toBeUndefined();
      expect(result.sentAll).toBe(true);
      expect(result.status).toBe(status);
      expect(result.body).toEqual(answer);
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    });
  }
});
