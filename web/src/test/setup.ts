import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadRouteNamespaces } from '../lib/i18n';
import { setScreen } from './screen';
import { server } from './mocks/server';
import { captureBrowserIo } from './browser';

// Pages are rendered here without their lazy route, which is what loads their strings in the app.
await loadRouteNamespaces('admin', 'artifacts', 'compliance', 'onboarding');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => captureBrowserIo());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

if (!window.matchMedia) setScreen(true);
afterAll(() => server.close());
