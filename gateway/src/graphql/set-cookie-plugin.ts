import type { MeshPlugin } from '@graphql-mesh/types';
import type { Plugin } from 'graphql-yoga';

/**
 * Mesh v0 does not pass the control plane's Set-Cookie headers back to the browser (sign-in,
 * invite acceptance and logout set or clear the session and CSRF cookies). onFetch collects
 * them per incoming request; onResponse appends them to the GraphQL response, one header per
 * cookie.
 */
export function useSetCookiePassthrough(): MeshPlugin<{ request?: Request }> & Plugin {
  const collected = new WeakMap<Request, string[]>();
  return {
    onFetch({ context }) {
      const request = context?.request;
      if (!request) return undefined;
      return ({ response }) => {
        const cookies = response.headers.getSetCookie();
        if (cookies.length === 0) return;
        const list = collected.get(request) ?? [];
        list.push(...cookies);
        collected.set(request, list);
      };
    },
    onResponse({ request, response }) {
      const cookies = collected.get(request);
      if (!cookies) return;
      collected.delete(request);
      for (const cookie of cookies) response.headers.append('set-cookie', cookie);
    },
  };
}
