import type { AuthMode } from '../../lib/credentials';

export interface NavItem {
  to: string;
  /** Key in the layout namespace. */
  labelKey: 'nav.dashboard' | 'nav.projects' | 'nav.artifacts' | 'nav.compliance' | 'nav.admin' | 'nav.users' | 'nav.adminProjects' | 'nav.tenants' | 'nav.webhooks';
  /** Accessible name when the visible label is shared by two links. */
  ariaLabelKey?: 'nav.adminProjectsAria';
  icon: string;
  end?: boolean;
}

export interface NavGroups {
  main: NavItem[];
  admin: NavItem[];
}

/**
 * Sidebar items of spec §2: Dashboard always; Projetos in session mode; Artefatos and
 * Compliance with a selected project; the admin group for TENANT_ADMIN.
 */
export function buildNavItems({ authMode, hasProject, isAdmin }: { authMode: AuthMode; hasProject: boolean; isAdmin: boolean }): NavGroups {
  const main: NavItem[] = [{ to: '/dashboard', labelKey: 'nav.dashboard', icon: 'pi pi-chart-bar' }];
  if (authMode === 'session') main.push({ to: '/projects', labelKey: 'nav.projects', icon: 'pi pi-briefcase' });
  if (hasProject) {
    main.push({ to: '/artifacts', labelKey: 'nav.artifacts', icon: 'pi pi-folder-open' });
    main.push({ to: '/compliance', labelKey: 'nav.compliance', icon: 'pi pi-verified' });
  }
  const admin: NavItem[] = isAdmin
    ? [
        { to: '/admin', labelKey: 'nav.admin', icon: 'pi pi-server', end: true },
        { to: '/admin/users', labelKey: 'nav.users', icon: 'pi pi-users' },
        { to: '/admin/projects', labelKey: 'nav.adminProjects', ariaLabelKey: 'nav.adminProjectsAria', icon: 'pi pi-briefcase' },
        { to: '/admin/tenants', labelKey: 'nav.tenants', icon: 'pi pi-building' },
        { to: '/admin/webhooks', labelKey: 'nav.webhooks', icon: 'pi pi-send' },
      ]
    : [];
  return { main, admin };
}
