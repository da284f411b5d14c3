import { emitUnauthorized } from './auth-events';
import { clearStoredTokens } from './credentials';
import { isAuthRedirectExempt, navigateTo } from './navigation';

/**
 * The server no longer accepts our credentials (spec §8, 401): forget them, tell the auth state
 * and go to /login, unless the user is already on a sign-in page. GraphQL and plain-HTTP
 * downloads apply the same policy through here.
 */
export function dropRejectedCredentials(pathname: string): void {
  clearStoredTokens();
  emitUnauthorized();
  if (!isAuthRedirectExempt(pathname)) navigateTo('/login');
}
