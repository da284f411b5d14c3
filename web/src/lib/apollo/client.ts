import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { createCache } from './cache';
import { OperationTypeNode } from 'graphql';
import { createAuthLink, createErrorLink, createRequestPolicyLink } from './links';
import { createSseLink } from './sse-link';
import { createFreshnessLink } from './freshness';

export interface CreateClientOptions {
  /** The gateway's GraphQL endpoint (same origin by default). */
  uri?: string;
}

/**
 * The app's Apollo client: error policy, then subscriptions over graphql-sse, everything else
 * through the request policy (retries, timeouts) → credentials → answer times (cache freshness) → HTTP to the gateway.
 */
export function createApolloClient(options: CreateClientOptions = {}): ApolloClient {
  const http = new HttpLink({
    uri: options.uri ?? '/graphql',
    credentials: 'same-origin',
  });
  return new ApolloClient({
    link: ApolloLink.from([
      createErrorLink(),
      ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        createSseLink({ url: options.uri }),
        ApolloLink.from([createRequestPolicyLink(), createAuthLink(), createFreshnessLink(), http]),
      ),
    ]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}
