import { getErrorStatus } from '../../lib/apollo';
import { i18n } from '../../lib/i18n';

/** The project does not exist for the caller (spec §8 List 404): shown as the empty state. */
export function isListNotFound(error: unknown): boolean {
  return getErrorStatus(error) === 404;
}

/** List errors of spec §8 Artifacts: 404, 403 (access denied), anything else as 500. */
export function listErrorMessage(error: unknown): string {
  const status = getErrorStatus(error);
  if (status === 404) return i18n.t('artifacts:errors.list.notFound');
  if (status === 403) return i18n.t('artifacts:errors.list.forbidden');
  return i18n.t('artifacts:errors.list.failed');
}

/** View errors of spec §8 Artifacts (404, 501), plus the API's 410 and 415. */
export function viewErrorMessage(error: unknown): string {
  switch (getErrorStatus(error)) {
    case 404:
      return i18n.t('artifacts:errors.view.notFound');
    case 501:
      return i18n.t('artifacts:errors.view.disabled');
    case 410:
      return i18n.t('artifacts:errors.view.gone');
    case 415:
      return i18n.t('artifacts:errors.view.unsupported');
    default:
      return i18n.t('artifacts:errors.view.failed');
  }
}

/** Signing is switched off (SIGNED_URLS=false): the direct download path is used, no warning. */
export function isSigningDisabled(error: unknown): boolean {
  return getErrorStatus(error) === 501;
}

/** Sign errors of spec §8 Artifacts. */
export function signErrorMessage(error: unknown): string {
  switch (getErrorStatus(error)) {
    case 404:
      return i18n.t('artifacts:errors.sign.notFound');
    case 501:
      return i18n.t('artifacts:errors.sign.disabled');
    default:
      return i18n.t('artifacts:errors.sign.failed');
  }
}
