import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createAuthLink, createCache, createErrorLink, createFreshnessLink, createGatewayHttpLink, createRequestPolicyLink } from '../lib/apollo';
import type { AuthContextValue } from '../features/auth';
import type { WorkspaceContextValue } from '../features/workspace';
import { makeAuth, makeWorkspace, Providers } from './fixtures';
import { server } from './mocks/server';
import { gatewayHandler, unexpected, type Answer, type GatewayCall } from './mocks/handlers/gateway';

export interface RenderAppOptions {
  /** The route pattern the element is mounted at ("/dashboard"). */
  path: string;
  /** The URL the test starts at; `path` by default. */
  url?: string;
  /** The gateway's GraphQL answers; unanswered operations get an error. */
  graphql?: (call: GatewayCall) => Answer | Promise<Answer>;
  auth?: Partial<AuthContextValue>;
  workspace?: Partial<WorkspaceContextValue>;
}

/** The query string on screen, as `location` (tests read where filters left the URL). */
function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/**
 * Renders a page the way the app does: the app's providers, a router at `url`, and an Apollo
 * client with the app's links talking HTTP to /graphql, where MSW answers with `graphql`.
 * Retries wait 0 ms (test/setup.ts scales the policy's waits to 0). Returns the GraphQL calls made.
 */
export function renderApp(element: ReactElement, options: RenderAppOptions) {
  const gateway = gatewayHandler(options.graphql ?? unexpected);
  server.use(gateway.handler);
  const client = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([createErrorLink(), createRequestPolicyLink(), createAuthLink(), createFreshnessLink(), createGatewayHttpLink()]),
  });
  const router = createMemoryRouter(
    [{ path: options.path, element: <>{element}<LocationProbe /></> }],
    { initialEntries: [options.url ?? options.path] },
  );
  const view = render(
    <Providers client={client} auth={makeAuth(options.auth)} workspace={makeWorkspace(options.workspace)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client, calls: gateway.calls, of: gateway.of };
}
