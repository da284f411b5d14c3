import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { upperCode } from '../enumCodes';
import type { ClientErrorSender } from './logger';

export const ReportClientErrorsMutation = graphql(`
  mutation ReportClientErrors($input: ClientErrorBatchInput!) {
    reportClientErrors(input: $input) {
      accepted
    }
  }
`);

/** Sends the error log through the gateway; keepalive lets the last batch survive page unload. */
export function createClientErrorSender(client: ApolloClient): ClientErrorSender {
  return (entries, { keepalive }) =>
    client.mutate({
      mutation: ReportClientErrorsMutation,
      // The log keeps console's level names; GraphQL's enum has them in ALL_CAPS.
      variables: { input: { entries: entries.map((entry) => ({ ...entry, level: upperCode(entry.level) })) } },
      context: { skipErrorLog: true, skipAuthRedirect: true, noRetry: true, fetchOptions: keepalive ? { keepalive: true } : undefined },
      fetchPolicy: 'no-cache',
    });
}
