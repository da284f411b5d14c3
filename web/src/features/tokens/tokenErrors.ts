import { getErrorStatus, getServerMessage } from '../../lib/apollo';
import { i18n } from '../../lib/i18n';

/** Spec §8 token errors: 422 with the server's 'Dados inválidos: ...', then 403, 401 and 404 by status. */
export function tokenErrorMessage(error: unknown, fallback: string): string {
  const status = getErrorStatus(error);
  if (status === 422) return getServerMessage(error) ?? fallback;
  if (status === 403) return i18n.t('tokens:errors.forbidden');
  if (status === 401) return i18n.t('tokens:errors.unauthenticated');
  if (status === 404) return i18n.t('tokens:errors.notFound');
  return fallback;
}
