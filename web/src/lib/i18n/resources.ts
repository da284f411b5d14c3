import auth from '../../locales/pt-BR/auth.json';
import common from '../../locales/pt-BR/common.json';
import dashboard from '../../locales/pt-BR/dashboard.json';
import errors from '../../locales/pt-BR/errors.json';
import layout from '../../locales/pt-BR/layout.json';
import quota from '../../locales/pt-BR/quota.json';
import scans from '../../locales/pt-BR/scans.json';
import workspace from '../../locales/pt-BR/workspace.json';

/**
 * pt-BR is the source locale: its JSON files define the translation keys (typed in i18next.d.ts
 * from all-resources.ts). These namespaces ship with the app's first load; those of pages that only
 * some users open come with their route (ROUTE_NAMESPACES).
 */
export const resources = {
  auth,
  common,
  dashboard,
  errors,
  layout,
  quota,
  scans,
  workspace,
} as const;

/** Loaded by loadRouteNamespaces() together with the lazy route that uses them. */
export const ROUTE_NAMESPACES = {
  account: () => import('../../locales/pt-BR/account.json'),
  'admin-overview': () => import('../../locales/pt-BR/admin-overview.json'),
  'admin-projects': () => import('../../locales/pt-BR/admin-projects.json'),
  'admin-suppressions': () => import('../../locales/pt-BR/admin-suppressions.json'),
  'admin-tenants': () => import('../../locales/pt-BR/admin-tenants.json'),
  'admin-users': () => import('../../locales/pt-BR/admin-users.json'),
  'admin-webhooks': () => import('../../locales/pt-BR/admin-webhooks.json'),
  artifacts: () => import('../../locales/pt-BR/artifacts.json'),
  compliance: () => import('../../locales/pt-BR/compliance.json'),
  // The dashboard's parts that load on demand: row details, triage panel, bulk bars, export errors.
  'dashboard-on-demand': () => import('../../locales/pt-BR/dashboard-on-demand.json'),
  // The second factor's prompt, panel and sign-in challenge (all lazy).
  mfa: () => import('../../locales/pt-BR/mfa.json'),
  onboarding: () => import('../../locales/pt-BR/onboarding.json'),
  // /projects and the onboarding's project step.
  projects: () => import('../../locales/pt-BR/projects.json'),
  // The sign-in pages: /login, /signup, the callbacks and the invite.
  'sign-in': () => import('../../locales/pt-BR/sign-in.json'),
  // The tokens component: /admin/projects and the onboarding.
  tokens: () => import('../../locales/pt-BR/tokens.json'),
  // /welcome, seen once after the first sign-in.
  welcome: () => import('../../locales/pt-BR/welcome.json'),
} as const;

export type RouteNamespace = keyof typeof ROUTE_NAMESPACES;
export type Namespace = keyof typeof resources | RouteNamespace;
export const namespaces = Object.keys(resources) as (keyof typeof resources)[];
export const defaultNS = 'common' satisfies Namespace;
