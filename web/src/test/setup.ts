import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadRouteNamespaces } from '../lib/i18n';
import { setScreen } from './screen';
import { server } from './mocks/server';
import { captureBrowserIo } from './browser';
import { setRetryDelayScale } from '../lib/request-policy';

// Pages render through the real links and MSW; on a shared 2-core machine a lazy chunk plus a
// round trip can take more than testing-library's 1 s default.
configure({ asyncUtilTimeout: 3000 });

// Pages are rendered here without their lazy route, which is what loads their strings in the app.
await loadRouteNamespaces('account', 'admin-overview', 'admin-projects', 'admin-suppressions', 'admin-tenants', 'admin-users', 'admin-webhooks', 'artifacts', 'compliance', 'dashboard-on-demand', 'mfa', 'onboarding', 'projects', 'sign-in', 'tokens', 'welcome');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Pages that show an error after the request policy's retries do not wait its seconds; the
// policy's own tests set the scale back to 1 and use a fake clock.
beforeEach(() => setRetryDelayScale(0));
beforeEach(() => captureBrowserIo());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

if (!window.matchMedia) setScreen(true);
afterAll(() => server.close());
