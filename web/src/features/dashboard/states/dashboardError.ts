import { getErrorCode, getErrorStatus, isNetworkError } from '../../../lib/apollo';
import { i18n } from '../../../lib/i18n';
import { isAccessDenied, projectAccessDeniedMessage } from '../../../lib/error-messages';

/** The project has no completed scan yet (spec §8: 404 with code NO_DATA): an empty state, never retried. */
export function isNoDataError(error: unknown): boolean {
  return getErrorCode(error) === 'NO_DATA' || getErrorStatus(error) === 404;
}

/** Dashboard errors of spec §8 other than NO_DATA; a 403 is the access message of §6/§8. */
export function dashboardErrorMessage(error: unknown): string {
  if (isAccessDenied(error)) return projectAccessDeniedMessage();
  if (isNetworkError(error)) return i18n.t('dashboard:errors.connection');
  return i18n.t('dashboard:errors.load');
}
