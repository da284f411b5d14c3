import { AppError } from '../../lib/errors.js';

/** The same answer for a domain no tenant signs in with and for a tenant whose SSO is off (no enumeration). */
export const ssoUnavailable = (): AppError =>
  new AppError(400, 'SSO_UNAVAILABLE', 'Login único não disponível para este e-mail. Entre com o link de acesso enviado por e-mail.');

export const ssoInvalidState = (): AppError =>
  new AppError(400, 'SSO_INVALID_STATE', 'Entrada por login único inválida ou expirada. Comece novamente em "Entrar com SSO".');

export const ssoFailed = (): AppError =>
  new AppError(400, 'SSO_FAILED', 'Não foi possível confirmar sua identidade com o provedor de login único. Tente novamente ou fale com o administrador.');

export const ssoProviderUnreachable = (): AppError =>
  new AppError(502, 'SSO_PROVIDER_UNAVAILABLE', 'O provedor de login único não respondeu. Tente novamente em instantes.');

export const ssoEmailUnverified = (): AppError =>
  new AppError(403, 'SSO_EMAIL_UNVERIFIED', 'O provedor de login único não confirmou o seu e-mail. Peça ao administrador do provedor para verificá-lo.');

export const ssoDomainNotAllowed = (): AppError =>
  new AppError(403, 'SSO_DOMAIN_NOT_ALLOWED', 'Seu e-mail não pertence aos domínios de login único desta organização.');

export const ssoNoAccount = (): AppError =>
  new AppError(403, 'SSO_NO_ACCOUNT', 'Não há conta ativa para este e-mail nesta organização. Peça um convite ao administrador.');

/** An account that also belongs to other organizations is not opened by one organization's provider. */
export const ssoSharedAccount = (): AppError =>
  new AppError(403, 'SSO_ACCOUNT_SHARED', 'Esta conta também pertence a outras organizações: entre com o link de acesso enviado por e-mail.');
