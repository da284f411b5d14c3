import { describe, expect, it } from 'vitest';
import { useSetCookiePassthrough } from '../src/graphql/set-cookie-plugin.js';

type FetchHook = (payload: unknown) => ((done: { response: Response }) => void) | undefined;
type ResponseHook = (payload: { request: Request; response: Response }) => void;

describe('useSetCookiePassthrough', () => {
  it('appends every Set-Cookie of the REST responses to the GraphQL response of the same request', () => {
    const plugin = useSetCookiePassthrough();
    const onFetch = plugin.onFetch as unknown as FetchHook;
    const onResponse = plugin.onResponse as unknown as ResponseHook;
    const request = new Request('http://gateway/graphql', { method: 'POST' });
    const other = new Request('http://gateway/graphql', { method: 'POST' });

    const upstream = new Headers();
    upstream.append('set-cookie', 'vigia_session=abc; Path=/; HttpOnly; SameSite=Lax');
    upstream.append('set-cookie', 'csrf_token=xyz; Path=/; SameSite=Lax');
    onFetch({ context: { request } })?.({ response: new Response('{}', { headers: upstream }) });
    const second = new Headers({ 'set-cookie': 'vigia_pref=1; Path=/' });
    onFetch({ context: { request } })?.({ response: new Response('{}', { headers: second }) });
    onFetch({ context: { request: other } })?.({ response: new Response('{}') });

    const response = new Response('{"data":{}}', { headers: { 'content-type': 'application/json' } });
    onResponse({ request, response });
    expect(response.headers.getSetCookie()).toEqual([
      'vigia_session=abc; Path=/; HttpOnly; SameSite=Lax',
      'csrf_token=xyz; Path=/; SameSite=Lax',
      'vigia_pref=1; Path=/',
    ]);

    const otherResponse = new Response('{}');
    onResponse({ request: other, response: otherResponse });
    expect(otherResponse.headers.getSetCookie()).toEqual([]);
  });
});
