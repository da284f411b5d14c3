import { getErrorCode, getErrorStatus } from '../../../lib/apollo';
import { i18n } from '../../../lib/i18n';
import { isAccessDenied, projectAccessDeniedMessage } from '../../../lib/error-messages';

/** Spec §8 Compliance: 404 (or no COMPLIANCE_JSON) is the empty state "Nenhum relatório de compliance encontrado", never retried. */
export function isNoReportError(error: unknown): boolean {
  return getErrorStatus(error) === 404 || getErrorCode(error) === 'NO_DATA';
}

/** Spec §8 Compliance: 500 (and any other failure) gives "Erro ao buscar relatório de compliance"; a 403 the access message. */
export function complianceErrorMessage(error: unknown): string {
  if (isAccessDenied(error)) return projectAccessDeniedMessage();
  return i18n.t('compliance:errors.load');
}
