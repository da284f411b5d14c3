import { i18n } from '../../../lib/i18n';
import { getErrorStatus, getServerMessage } from '../../../lib/apollo';

/**
 * Tenant errors of spec §8: 'Erro ao carregar tenants' (list), 'Erro ao atualizar tenant' (changes),
 * 'Acesso negado ao tenant' (403) and 'Contexto de autenticação inválido' (401). A 422 shows the
 * server's message (spec §5).
 */
export function tenantErrorMessage(error: unknown, kind: 'load' | 'update' | 'audit'): string {
  const status = getErrorStatus(error);
  if (status === 401) return i18n.t('admin-tenants:errors.auth');
  if (status === 403) return i18n.t('admin-tenants:errors.forbidden');
  if (status === 422 && kind !== 'load') return getServerMessage(error) ?? i18n.t('admin-tenants:errors.update');
  if (kind === 'audit') return i18n.t('admin-tenants:audit.errors.load');
  return kind === 'load' ? i18n.t('admin-tenants:errors.load') : i18n.t('admin-tenants:errors.update');
}

/** Single sign-on settings: a 409 (a domain of another organization) or 422 shows the server's message. */
export function ssoErrorMessage(error: unknown, kind: 'load' | 'update'): string {
  const status = getErrorStatus(error);
  if (status === 401) return i18n.t('admin-tenants:errors.auth');
  if (status === 403) return i18n.t('admin-tenants:errors.forbidden');
  if ((status === 409 || status === 422) && kind === 'update') return getServerMessage(error) ?? i18n.t('admin-tenants:sso.errors.update');
  return kind === 'load' ? i18n.t('admin-tenants:sso.errors.load') : i18n.t('admin-tenants:sso.errors.update');
}
