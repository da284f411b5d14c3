import { resources } from './resources';
import account from '../../locales/pt-BR/account.json';
import adminOverview from '../../locales/pt-BR/admin-overview.json';
import adminProjects from '../../locales/pt-BR/admin-projects.json';
import adminSuppressions from '../../locales/pt-BR/admin-suppressions.json';
import adminTenants from '../../locales/pt-BR/admin-tenants.json';
import adminUsers from '../../locales/pt-BR/admin-users.json';
import adminWebhooks from '../../locales/pt-BR/admin-webhooks.json';
import artifacts from '../../locales/pt-BR/artifacts.json';
import compliance from '../../locales/pt-BR/compliance.json';
import dashboardOnDemand from '../../locales/pt-BR/dashboard-on-demand.json';
import mfa from '../../locales/pt-BR/mfa.json';
import onboarding from '../../locales/pt-BR/onboarding.json';
import projects from '../../locales/pt-BR/projects.json';
import signIn from '../../locales/pt-BR/sign-in.json';
import tokens from '../../locales/pt-BR/tokens.json';
import welcome from '../../locales/pt-BR/welcome.json';

/**
 * Every namespace, the route ones included: the types of t() keys (i18next.d.ts, a type-only import)
 * and the tests. The app itself never imports this module, so route namespaces stay in their chunks.
 */
export const allResources = { ...resources, account, 'admin-overview': adminOverview, 'admin-projects': adminProjects, 'admin-suppressions': adminSuppressions, 'admin-tenants': adminTenants, 'admin-users': adminUsers, 'admin-webhooks': adminWebhooks, artifacts, compliance, 'dashboard-on-demand': dashboardOnDemand, mfa, onboarding, projects, 'sign-in': signIn, tokens, welcome } as const;
