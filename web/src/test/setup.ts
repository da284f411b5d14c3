import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadRouteNamespaces } from '../lib/i18n';
import { setScreen } from './screen';

// Pages are rendered here without their lazy route, which is what loads their strings in the app.
await loadRouteNamespaces('admin', 'artifacts', 'compliance', 'onboarding');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

if (!window.matchMedia) setScreen(true);
