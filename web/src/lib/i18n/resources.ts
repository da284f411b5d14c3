import admin from '../../locales/pt-BR/admin.json';
import artifacts from '../../locales/pt-BR/artifacts.json';
import auth from '../../locales/pt-BR/auth.json';
import common from '../../locales/pt-BR/common.json';
import compliance from '../../locales/pt-BR/compliance.json';
import dashboard from '../../locales/pt-BR/dashboard.json';
import errors from '../../locales/pt-BR/errors.json';
import layout from '../../locales/pt-BR/layout.json';
import onboarding from '../../locales/pt-BR/onboarding.json';
import projects from '../../locales/pt-BR/projects.json';
import quota from '../../locales/pt-BR/quota.json';
import scans from '../../locales/pt-BR/scans.json';
import workspace from '../../locales/pt-BR/workspace.json';

/** pt-BR is the source locale: its JSON files define the translation keys (typed in i18next.d.ts). */
export const resources = {
  admin,
  artifacts,
  auth,
  common,
  compliance,
  dashboard,
  errors,
  layout,
  onboarding,
  projects,
  quota,
  scans,
  workspace,
} as const;

export type Namespace = keyof typeof resources;
export const namespaces = Object.keys(resources) as Namespace[];
export const defaultNS = 'common' satisfies Namespace;
