import { resources } from './resources';
import admin from '../../locales/pt-BR/admin.json';
import adminOverview from '../../locales/pt-BR/admin-overview.json';
import artifacts from '../../locales/pt-BR/artifacts.json';
import compliance from '../../locales/pt-BR/compliance.json';
import onboarding from '../../locales/pt-BR/onboarding.json';

/**
 * Every namespace, the route ones included: the types of t() keys (i18next.d.ts, a type-only import)
 * and the tests. The app itself never imports this module, so route namespaces stay in their chunks.
 */
export const allResources = { ...resources, admin, 'admin-overview': adminOverview, artifacts, compliance, onboarding } as const;
