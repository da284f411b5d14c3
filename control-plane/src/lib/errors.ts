/**
 * The one error type services, policy and routers throw. The HTTP layer turns it into
 * `{code, message, field?}` with the given status; anything else becomes a 500 without details.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, options: { field?: string; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.field = options.field;
    this.headers = options.headers;
  }
}

/** 422 with the house format 'Dados inválidos: <campo> <motivo>'. */
export function invalid(field: string, reason: string): AppError {
  return new AppError(422, 'VALIDATION_ERROR', `Dados inválidos: ${field} ${reason}`, { field });
}

/** A destructive request must carry `confirm: "yes"`; otherwise 422 saying what it would confirm. */
export function requireConfirmation(confirm: string | undefined, what: string): void {
  if (confirm !== 'yes') throw invalid('confirm', `deve ser "yes" para confirmar ${what}`);
}

export const unauthenticated = (): AppError =>
  new AppError(401, 'UNAUTHENTICATED', 'Autenticação necessária');

export const invalidToken = (): AppError => new AppError(401, 'INVALID_TOKEN', 'Token inválido');

/** A real token that may no longer be used: the caller holds its secret, so the reason is told. */
export const tokenRevoked = (): AppError => new AppError(401, 'TOKEN_REVOKED', 'Token revogado. Peça um novo token ao administrador do tenant.');
export const tokenExpired = (): AppError => new AppError(401, 'TOKEN_EXPIRED', 'Token expirado. Peça um novo token ao administrador do tenant.');
export const tokenInactive = (): AppError =>
  new AppError(401, 'TOKEN_INACTIVE', 'Token inativo: o projeto ou o tenant do token foi desativado.');

/** Spec §8 (Tokens): the 401 of the token administration calls. */
export const invalidAuthContext = (): AppError => new AppError(401, 'UNAUTHENTICATED', 'Contexto de autenticação inválido');

export const notFound = (message: string): AppError => new AppError(404, 'NOT_FOUND', message);

/** A finding the caller may not know of: unknown, of another project or of another tenant. */
export const findingNotFound = (): AppError => notFound('Achado não encontrado');
