import { i18n } from '../../../lib/i18n';
import { getErrorStatus, getServerMessage } from '../../../lib/apollo';

/** The server's Portuguese message for a refused code or too many attempts; a generic one otherwise. */
export function mfaErrorMessage(failure: unknown): string {
  const status = getErrorStatus(failure);
  return (status !== undefined && status < 500 ? getServerMessage(failure) : undefined) ?? i18n.t('mfa:failed');
}
