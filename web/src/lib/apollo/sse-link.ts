import { ApolloLink } from '@apollo/client/link';
import { OperationTypeNode, print } from 'graphql';
import type { Client } from 'graphql-sse';
import { Observable } from 'rxjs';
import { credentialHeaders } from './links';

/**
 * Subscriptions over graphql-sse (distinct connections: one event stream per subscription, so
 * closing a subscription closes its stream and the gateway's upstream one). No automatic retry:
 * a failed stream is reported to the caller, which falls back to polling (spec §4).
 * graphql-sse is loaded with the first subscription (only while a scan runs).
 */
export function createSseLink(options: { url?: string } = {}): ApolloLink {
  let client: Promise<Client> | undefined;
  const connect = () =>
    (client ??= import('graphql-sse').then(({ createClient }) =>
      createClient({
        url: options.url ?? '/graphql',
        credentials: 'same-origin',
        retryAttempts: 0,
        headers: () => credentialHeaders(OperationTypeNode.SUBSCRIPTION),
      }),
    ));
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let dispose: (() => void) | undefined;
        let closed = false;
        connect().then(
          (sse) => {
            if (closed) return;
            dispose = sse.subscribe(
              { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
              {
                next: (result) => observer.next(result as ApolloLink.Result),
                error: (error: unknown) => observer.error(error instanceof Error ? error : new Error(String(error))),
                complete: () => observer.complete(),
              },
            );
          },
          (error: unknown) => {
            client = undefined;
            observer.error(error instanceof Error ? error : new Error(String(error)));
          },
        );
        return () => {
          closed = true;
          dispose?.();
        };
      }),
  );
}
