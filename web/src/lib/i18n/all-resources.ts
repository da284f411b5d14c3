import { resources } from './resources';
import admin from '../../locales/pt-BR/admin.json';
import adminProjects from '../../locales/pt-BR/admin-projects.json';
import artifacts from '../../locales/pt-BR/artifacts.json';
import compliance from '../../locales/pt-BR/compliance.json';
import onboarding from '../../locales/pt-BR/onboarding.json';
import tokens from '../../locales/pt-BR/tokens.json';

/**
 * Every namespace, the route ones included: the types of t() keys (i18next.d.ts, a type-only import)
 * and the tests. The app itself never imports this module, so route namespaces stay in their chunks.
 */
export const allResources = { ...resources, admin, 'admin-projects': adminProjects, artifacts, compliance, onboarding, tokens } as const;
