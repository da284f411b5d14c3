import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './styles/app.css';
import './lib/i18n';
import { setupPrimeReactLocale } from './lib/primereact';
import { createApolloClient } from './lib/apollo';
import { clientErrors } from './lib/client-errors';
import { createClientErrorSender } from './lib/client-errors/report';
import { App } from './app/App';

setupPrimeReactLocale();
const client = createApolloClient();
clientErrors.setSender(createClientErrorSender(client));
clientErrors.start();

const container = document.getElementById('root');
if (!container) throw new Error('#root not found');
const root = createRoot(container);
// A transition: React renders the first tree in slices of ~5 ms, yielding to the browser between them,
// instead of one task of 150–200 ms (Lighthouse's blocking time). index.html's loading view stays until it commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
});
