import { useTranslation } from 'react-i18next';

/** Placeholder of the summary and the table while the first page loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dashboard-skeleton" aria-busy="true" data-testid="dashboard-loading">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className="dashboard-skeleton__cards" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className="skeleton skeleton--card" />
        ))}
      </div>
      <div className="dashboard-skeleton__rows" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="skeleton skeleton--row" />
        ))}
      </div>
    </div>
  );
}
