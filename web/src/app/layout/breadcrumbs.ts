export interface Crumb {
  /** Key of the layout namespace, or a literal label (project name). */
  labelKey?: string;
  label?: string;
  to?: string;
}

const SEGMENT_KEYS: Record<string, string> = {
  dashboard: 'nav.dashboard',
  projects: 'nav.projects',
  artifacts: 'nav.artifacts',
  compliance: 'nav.compliance',
  admin: 'nav.admin',
  users: 'nav.users',
  tenants: 'nav.tenants',
  audit: 'nav.audit',
  webhooks: 'nav.webhooks',
};

/**
 * Breadcrumbs derived from the path (spec §2), with the project name in the middle for
 * artifacts and compliance. The last crumb is the current page (no link).
 */
export function buildBreadcrumbs(pathname: string, project: { name: string } | null, projectLink: string | null): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ labelKey: 'breadcrumbs.home', to: '/' }];
  const first = segments[0];
  if ((first === 'artifacts' || first === 'compliance') && project) {
    crumbs.push({ label: project.name, to: projectLink ?? undefined });
  }
  let path = '';
  segments.forEach((segment) => {
    path += `/${segment}`;
    const key = SEGMENT_KEYS[segment];
    crumbs.push(key ? { labelKey: key, to: path } : { label: decodeURIComponent(segment), to: path });
  });
  const last = crumbs[crumbs.length - 1];
  if (last && crumbs.length > 1) delete last.to;
  return crumbs;
}
