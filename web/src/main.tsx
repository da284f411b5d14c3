import { StrictMode } from 'react';
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
createRoot(container).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
