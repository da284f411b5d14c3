import { OIDC_FLOW_TTL_SECONDS } from '../../auth/oidc/oidc-sign-in.service.js';
import type { Services } from '../../services.js';
import { cookieOf, sessionCookieOf } from '../authenticate.js';
import { clearSsoCookie, setSessionCookies, setSsoCookie, SSO_COOKIE, type CookiePolicy } from '../cookies.js';
import type { Mount } from '../operation.js';

/** Single sign-on (OpenID Connect): the public start and callback, and the tenant's settings (admin). */
export function oidcRoutes(mount: Mount, services: Services, cookies: CookiePolicy): void {
  mount('startOidcSignIn', 'public')(async ({ body, request, res }) => {
    const { authorizationUrl, browserBinding } = await services.oidcSignIn.start(body, request);
    setSsoCookie(res, cookies, browserBinding, OIDC_FLOW_TTL_SECONDS);
    return { status: 200, body: { authorizationUrl } };
  });

  // Signing in ends the session the browser came with (rotation: no fixation); the flow's cookie goes either way.
  mount('completeOidcSignIn', 'public')(async ({ query, request, req, res }) => {
    clearSsoCookie(res, cookies);
    const { result, session } = await services.oidcSignIn.complete(query, cookieOf(req, SSO_COOKIE), request, sessionCookieOf(req));
    setSessionCookies(res, cookies, session);
    return { status: 200, body: result };
  });

  mount('tenantOidcSettings', 'session')(async ({ actor, params }) => ({
    status: 200,
    body: await services.oidcSettings.get(actor, params.tenantId),
  }));

  mount('updateTenantOidcSettings', 'session')(async ({ actor, params, body, request }) => ({
    status: 200,
    body: await services.oidcSettings.save(actor, params.tenantId, body, request),
  }));
}
