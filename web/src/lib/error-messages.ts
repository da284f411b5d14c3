import { i18n } from './i18n';
import { getErrorStatus, getServerMessage } from './apollo';
import { DownloadHttpError } from './http/download-errors';

/** Project errors of spec §8. */
export function projectErrorMessage(error: unknown): string {
  const status = getErrorStatus(error);
  if (status === 401) return i18n.t('errors:projects.unauthenticated');
  if (status === 403) return i18n.t('errors:projects.forbidden');
  if (status === 400) return i18n.t('errors:projects.noTenant');
  return getServerMessage(error) ?? i18n.t('errors:projects.load');
}

/** Usage errors of spec §8 (only logged). */
export function usageErrorMessage(error: unknown, kind: 'summary' | 'realtime' = 'summary'): string {
  const status = getErrorStatus(error);
  if (status === 501) return 'Usage tracking feature is disabled.';
  if (status === 403) return 'You do not have permission to view usage data.';
  const detail = getServerMessage(error) ?? (error instanceof Error ? error.message : String(error));
  return kind === 'summary' ? `Failed to load usage summary: ${detail}` : `Failed to load realtime usage: ${detail}`;
}

/**
 * Spec §6/§8: a 403 on a project's data (a GraphQL error or a refused download) means the caller may
 * not see it: the project access message, never the page's load failure, and no retry to offer.
 */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof DownloadHttpError ? error.status === 403 : getErrorStatus(error) === 403;
}

export function projectAccessDeniedMessage(): string {
  return i18n.t('errors:access.project');
}
