import { ApolloLink } from '@apollo/client/link';
import { OperationTypeNode, print } from 'graphql';
import { createClient } from 'graphql-sse';
import { Observable } from 'rxjs';
import { credentialHeaders } from './links';

/**
 * Subscriptions over graphql-sse (distinct connections: one event stream per subscription, so
 * closing a subscription closes its stream and the gateway's upstream one). No automatic retry:
 * a failed stream is reported to the caller, which falls back to polling (spec §4).
 */
export function createSseLink(options: { url?: string; fetchFn?: typeof fetch } = {}): ApolloLink {
  const client = createClient({
    url: options.url ?? '/graphql',
    credentials: 'same-origin',
    retryAttempts: 0,
    headers: () => credentialHeaders(OperationTypeNode.SUBSCRIPTION),
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  });
  return new ApolloLink(
    (operation) =>
      new Observable((observer) =>
        client.subscribe(
          { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
          {
            next: (result) => observer.next(result as ApolloLink.Result),
            error: (error: unknown) => observer.error(error instanceof Error ? error : new Error(String(error))),
            complete: () => observer.complete(),
          },
        ),
      ),
  );
}
