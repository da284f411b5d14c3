import { getServerMessage } from '../../../lib/apollo';
import { i18n } from '../../../lib/i18n';

/** The control plane's own message for a failed admin action (spec §5: 422s show the server message). */
export function failureMessage(error: unknown): string {
  return getServerMessage(error) ?? i18n.t('errors:network.connection');
}
