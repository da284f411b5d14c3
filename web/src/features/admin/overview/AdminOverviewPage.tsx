import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { AlertsSection } from './alerts/AlertsSection';
import { BlockedIpsSection } from './blocked/BlockedIpsSection';
import { HealthSection } from './health/HealthSection';
import { MaintenanceSection } from './maintenance/MaintenanceSection';
import { PerformanceSection } from './performance/PerformanceSection';
import { SecuritySection } from './security/SecuritySection';
import { UsageSection, USAGE_ANCHOR } from './usage/UsageSection';
import './admin-overview.css';

export interface AdminOverviewPageProps {
  /** The selected tenant (session mode). */
  tenantId: string | null;
  /** The tenant's projects, to name them in the usage chart. */
  projects: readonly { id: string; name: string }[];
}

/** /admin: at a glance and live, whether Vigia is healthy, fast and under attack. */
export default function AdminOverviewPage({ tenantId, projects }: AdminOverviewPageProps) {
  const { t } = useTranslation('admin-overview');
  const location = useLocation();
  const projectNames = useMemo(() => new Map(projects.map((project) => [project.id, project.name])), [projects]);

  // The quota toast's action opens /admin#uso: bring the usage section into view.
  useEffect(() => {
    if (location.hash === `#${USAGE_ANCHOR}`) document.getElementById(USAGE_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [location.hash]);

  return (
    <div className="admin-overview">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <nav className="admin-overview__links" aria-label={t('title')}>
            <Link to="/admin/users">{t('links.users')}</Link>
            <Link to="/admin/projects">{t('links.projects')}</Link>
          </nav>
        }
      />
      <HealthSection tenantId={tenantId} />
      <AlertsSection tenantId={tenantId} />
      <PerformanceSection tenantId={tenantId} />
      <SecuritySection tenantId={tenantId} />
      <BlockedIpsSection tenantId={tenantId} />
      <UsageSection tenantId={tenantId} projectNames={projectNames} />
      <MaintenanceSection tenantId={tenantId} />
    </div>
  );
}
