import { lazy } from 'react';
import { ScanProgressPanel } from '../../features/scans';

const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage'));

/** /dashboard: the project's findings with the live scan panel of the layout's scan status. */
export default function DashboardRoute() {
  return (
    <div className="page-stack">
      <ScanProgressPanel />
      <DashboardPage />
    </div>
  );
}
