/**
 * Navigation outside React (Apollo links, the client-error logger). The app registers the
 * router's navigate; until then a full page load is used.
 */
type Navigate = (path: string) => void;

let navigator: Navigate = (path) => window.location.assign(path);

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  navigator(path);
}

/** Pages that must not be sent to /login on a 401 (spec §8: /login and /auth/callback; the other public pages too). */
const AUTH_REDIRECT_EXEMPT = ['/login', '/signup', '/auth/callback', '/auth/sso/callback', '/auth/invite/accept'];

export function isAuthRedirectExempt(pathname: string): boolean {
  return AUTH_REDIRECT_EXEMPT.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Leaves the app for another site (the identity provider of single sign-on). */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
