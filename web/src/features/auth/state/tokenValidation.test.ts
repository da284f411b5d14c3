import { describe, expect, it } from 'vitest';
import { validateTokenFormat } from './tokenValidation';

describe('validateTokenFormat', () => {
  it('rejects a token without a known prefix', () => {
    expect(validateTokenFormat('ABC_123_secret')).toEqual({ ok: false, error: 'Token inválido. Deve começar com VIEW_, VIEWER_ ou RUN_' });
    expect(validateTokenFormat('')).toEqual({ ok: false, error: 'Token inválido. Deve começar com VIEW_, VIEWER_ ou RUN_' });
  });

  it('needs at least three underscore-separated parts', () => {
    expect(validateTokenFormat('VIEW_abc')).toEqual({ ok: false, error: 'Formato de token inválido' });
    expect(validateTokenFormat('RUN_')).toEqual({ ok: false, error: 'Formato de token inválido' });
  });

  it('accepts the three prefixes and reads the project id from the second part', () => {
    expect(validateTokenFormat('VIEW_p1_s3cr3t')).toEqual({ ok: true, token: 'VIEW_p1_s3cr3t', projectId: 'p1' });
    expect(validateTokenFormat('VIEWER_0b6c_abc_def')).toMatchObject({ ok: true, projectId: '0b6c' });
    expect(validateTokenFormat('  RUN_proj_x  ')).toEqual({ ok: true, token: 'RUN_proj_x', projectId: 'proj' });
  });
});
