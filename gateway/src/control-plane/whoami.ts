/** The part of GET /auth/whoami the gateway looks at. */
export interface WhoamiUser {
  id: string;
  email: string;
  role: string;
  roles: string[];
}

export type WhoamiOutcome =
  | { kind: 'user'; user: WhoamiUser }
  | { kind: 'anonymous' }
  | { kind: 'unavailable' };

export interface WhoamiClient {
  /** Asks the control plane who owns these credentials (cached briefly per session cookie). */
  lookup(headers: { cookie?: string; forwardedFor?: string; userAgent?: string }): Promise<WhoamiOutcome>;
  clear(): void;
}

const SESSION_COOKIE = 'vigia_session';
const MAX_ENTRIES = 1000;

function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}

/**
 * The gateway holds no rules of its own, but it must know whether a caller is a TENANT_ADMIN
 * before it serves GraphiQL or answers introspection: it asks the control plane.
 */
export function createWhoamiClient(controlPlaneUrl: string, ttlMs: number): WhoamiClient {
  const cache = new Map<string, { expires: number; outcome: Promise<WhoamiOutcome> }>();

  async function ask(cookie: string, forwardedFor?: string, userAgent?: string): Promise<WhoamiOutcome> {
    const headers: Record<string, string> = { accept: 'application/json', cookie };
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (userAgent) headers['user-agent'] = userAgent;
    let response: Response;
    try {
      response = await fetch(`${controlPlaneUrl}/auth/whoami`, { headers, signal: AbortSignal.timeout(10_000) });
    } catch {
      return { kind: 'unavailable' };
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return { kind: 'anonymous' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'unavailable' };
    }
    const body = (await response.json().catch(() => ({}))) as { user?: Partial<WhoamiUser> };
    const user = body.user;
    if (!user || typeof user.id !== 'string') return { kind: 'anonymous' };
    return {
      kind: 'user',
      user: {
        id: user.id,
        email: String(user.email ?? ''),
        role: String(user.role ?? ''),
        roles: Array.isArray(user.roles) ? user.roles.map(String) : [],
      },
    };
  }

  return {
    async lookup({ cookie, forwardedFor, userAgent }) {
      const session = sessionCookieValue(cookie);
      if (!session || !cookie) return { kind: 'anonymous' };
      const now = Date.now();
      const hit = cache.get(session);
      if (hit && hit.expires > now) return hit.outcome;
      if (cache.size >= MAX_ENTRIES) {
        for (const [key, entry] of cache) if (entry.expires <= now) cache.delete(key);
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      }
      const outcome = ask(cookie, forwardedFor, userAgent);
      cache.set(session, { expires: now + ttlMs, outcome });
      // Failures are not remembered: the next request asks again.
      void outcome.then((result) => {
        if (result.kind === 'unavailable') cache.delete(session);
      });
      return outcome;
    },
    clear() {
      cache.clear();
    },
  };
}

export function isTenantAdmin(user: WhoamiUser): boolean {
  return user.role === 'TENANT_ADMIN' || user.roles.includes('TENANT_ADMIN');
}
