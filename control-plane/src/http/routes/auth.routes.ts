import { LOGIN_ACCEPTED_MESSAGE } from '../../auth/auth.service.js';
import { SIGNUP_ACCEPTED_MESSAGE } from '../../auth/signup.service.js';
import type { Services } from '../../services.js';
import { sessionCookieOf } from '../authenticate.js';
import { clearSessionCookies, setSessionCookies, type CookiePolicy } from '../cookies.js';
import type { Mount } from '../operation.js';

export function authRoutes(mount: Mount, services: Services, cookies: CookiePolicy): void {
  mount('whoami', 'session')(async ({ actor, req }) => ({
    status: 200,
    body: await services.auth.whoami(actor, req.get('x-tenant-id') ?? undefined),
  }));

  mount('requestMagicLink', 'public')(async ({ body, request }) => {
    await services.auth.requestMagicLink(body, request);
    return { status: 202, body: { success: true, message: LOGIN_ACCEPTED_MESSAGE } };
  });

  // Signing in ends the session the browser came with (rotation: no fixation).
  mount('verifyMagicLink', 'public')(async ({ query, request, req, res }) => {
    const { result, session } = await services.auth.verifyMagicLink(query.token, request, sessionCookieOf(req));
    setSessionCookies(res, cookies, session);
    return { status: 200, body: result };
  });

  mount('verifyToken', 'token')(async ({ actor }) => ({ status: 200, body: services.tokens.verify(actor) }));

  mount('logout', 'optional')(async ({ req, res, request }) => {
    await services.auth.logout(sessionCookieOf(req), request);
    clearSessionCookies(res, cookies);
    return { status: 200, body: { success: true } };
  });

  mount('signup', 'public')(async ({ body, request }) => {
    await services.signup.signup(body, request);
    return { status: 202, body: { success: true, message: SIGNUP_ACCEPTED_MESSAGE } };
  });

  mount('invite', 'required')(async ({ actor, headers, body, request }) => ({
    status: 201,
    body: await services.invites.invite(actor, headers['X-Tenant-ID'], body, request),
  }));

  mount('acceptInvite', 'public')(async ({ body, request, req, res }) => {
    const { result, session } = await services.invites.accept(body, request, sessionCookieOf(req));
    setSessionCookies(res, cookies, session);
    return { status: 200, body: result };
  });

  mount('updateProfile', 'session')(async ({ actor, body, request }) => ({
    status: 200,
    body: await services.auth.updateProfile(actor, body, request),
  }));

  mount('listMySessions', 'session')(async ({ actor }) => ({
    status: 200,
    body: { sessions: await services.auth.listSessions(actor) },
  }));

  mount('endMySession', 'session')(async ({ actor, params, request, res }) => {
    const { current } = await services.auth.endSession(actor, params.sessionId, request);
    if (current) clearSessionCookies(res, cookies);
    return { status: 200, body: { success: true } };
  });
}
