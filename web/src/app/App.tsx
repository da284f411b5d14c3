import { useEffect } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { ConfirmProvider } from '../components/confirm';
import { watchQueryLifecycle } from '../lib/apollo';
import { AppRoutes } from './router';

/** Providers outside the router: Apollo, toasts, the shared confirm dialog. */
export function App({ client }: { client: ApolloClient }) {
  // Refetch stale queries on focus and reconnect, drop data unused for 10 minutes (spec §9).
  useEffect(() => watchQueryLifecycle(client), [client]);
  return (
    <ApolloProvider client={client}>
      <ToastProvider>
        <ConfirmProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ConfirmProvider>
      </ToastProvider>
    </ApolloProvider>
  );
}
