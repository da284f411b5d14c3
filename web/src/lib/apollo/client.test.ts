import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/mocks/server';
import { createApolloClient } from './client';

const QUERY = gql`
  query Probe($q: String) {
    health(q: $q) {
      status
    }
  }
`;
const MUTATION = gql`
  mutation Touch {
    logout {
      success
    }
  }
`;

/** What reached /graphql: the method and the operation, from the URL (GET) or the body (POST). */
function recordGateway() {
  const seen: Array<{ method: string; operationName: string | null; variables: unknown; hasBody: boolean }> = [];
  server.use(
    http.all('*/graphql', async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === 'POST' ? ((await request.json()) as { operationName?: string; variables?: unknown }) : undefined;
      seen.push({
        method: request.method,
        operationName: body ? (body.operationName ?? null) : url.searchParams.get('operationName'),
        variables: body ? body.variables : JSON.parse(url.searchParams.get('variables') ?? 'null'),
        hasBody: body !== undefined,
      });
      return HttpResponse.json(body ? { data: { logout: { __typename: 'Result', success: true } } } : { data: { health: { __typename: 'Health', status: 'OK' } } });
    }),
  );
  return seen;
}

describe('createApolloClient', () => {
  it('asks queries as GET with the operation in the URL, and sends mutations as POST', async () => {
    const seen = recordGateway();
    const client = createApolloClient({ uri: 'http://localhost/graphql' });

    const query = await client.query({ query: QUERY, variables: { q: 'pix/' }, fetchPolicy: 'network-only' });
    const mutation = await client.mutate({ mutation: MUTATION });

    expect(query.data).toEqual({ health: { __typename: 'Health', status: 'OK' } });
    expect(mutation.data).toEqual({ logout: { __typename: 'Result', success: true } });
    expect(seen).toEqual([
      { method: 'GET', operationName: 'Probe', variables: { q: 'pix/' }, hasBody: false },
      { method: 'POST', operationName: 'Touch', variables: {}, hasBody: true },
    ]);
  });
});
