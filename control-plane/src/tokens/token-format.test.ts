import { describe, expect, it } from 'vitest';
import { displayPrefix, formatApiToken, parseApiToken } from './token-format.js';

const projectId = '6f1c2f7e-3b7a-4d2b-9a55-0c6d1f9f1a10';
const secret = '0123456789abcdef'.repeat(4);

describe('API token format', () => {
  it('round-trips and accepts VIEW_ as an alias of VIEWER_', () => {
    expect(parseApiToken(formatApiToken('RUN', projectId, secret))).toEqual({ kind: 'RUN', projectId, secret });
    expect(parseApiToken(`VIEW_${projectId}_${secret}`)).toEqual({ kind: 'VIEWER', projectId, secret });
    expect(displayPrefix('VIEWER', projectId, secret)).toBe(`VIEWER_${projectId}_0123`);
  });

  it('rejects other prefixes, missing parts, bad project ids and short secrets', () => {
    for (const raw of [`ADMIN_${projectId}_${secret}`, `VIEWER_${projectId}`, `VIEWER_123_${secret}`, `RUN_${projectId}_short`, 'RUN']) {
      expect(parseApiToken(raw), raw).toBeNull();
    }
  });
});
