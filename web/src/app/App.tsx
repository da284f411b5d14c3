import { useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { ConfirmProvider } from '../components/confirm';
import { createAppRouter } from './router';

/** Providers outside the router: Apollo, toasts, the shared confirm dialog. */
export function App({ client }: { client: ApolloClient }) {
  const [router] = useState(createAppRouter);
  return (
    <ApolloProvider client={client}>
      <ToastProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </ToastProvider>
    </ApolloProvider>
  );
}
