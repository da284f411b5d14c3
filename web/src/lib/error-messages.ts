import { i18n } from './i18n';
import { getErrorStatus, getServerMessage } from './apollo';

/** Project errors of spec §8. */
export function projectErrorMessage(error: unknown): string {
  const status = getErrorStatus(error);
  if (status === 401) return i18n.t('projects:errors.unauthenticated');
  if (status === 403) return i18n.t('projects:errors.forbidden');
  if (status === 400) return i18n.t('projects:errors.noTenant');
  return getServerMessage(error) ?? i18n.t('projects:errors.load');
}

/** Usage errors of spec §8 (only logged). */
export function usageErrorMessage(error: unknown, kind: 'summary' | 'realtime' = 'summary'): string {
  const status = getErrorStatus(error);
  if (status === 501) return 'Usage tracking feature is disabled.';
  if (status === 403) return 'You do not have permission to view usage data.';
  const detail = getServerMessage(error) ?? (error instanceof Error ? error.message : String(error));
  return kind === 'summary' ? `Failed to load usage summary: ${detail}` : `Failed to load realtime usage: ${detail}`;
}
