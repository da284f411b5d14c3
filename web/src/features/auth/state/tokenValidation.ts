import { i18n } from '../../../lib/i18n';

export const TOKEN_PREFIXES = ['VIEW_', 'VIEWER_', 'RUN_'] as const;

export type TokenFormatResult = { ok: true; token: string; projectId: string } | { ok: false; error: string };

/**
 * Token login format rules of spec §5: a VIEW_, VIEWER_ or RUN_ prefix, then at least three
 * underscore-separated parts; the second part is the project id.
 */
export function validateTokenFormat(raw: string): TokenFormatResult {
  const token = raw.trim();
  if (!TOKEN_PREFIXES.some((prefix) => token.startsWith(prefix))) {
    return { ok: false, error: i18n.t('auth:token.errors.prefix') };
  }
  const parts = token.split('_');
  if (parts.length < 3 || !parts[1] || !parts.slice(2).join('_')) {
    return { ok: false, error: i18n.t('auth:token.errors.format') };
  }
  return { ok: true, token, projectId: parts[1] };
}
