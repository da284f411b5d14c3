import { useTranslation } from 'react-i18next';

/**
 * An expanded row while its details load (the code, then the finding): the details' own layout
 * (citations beside references, the snippet across), so the row does not jump when they arrive.
 */
export function FindingDetailsSkeleton({ id }: { id: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="finding-details finding-details--loading" id={id} aria-busy="true" data-testid="finding-details-loading">
      <p className="visually-hidden" role="status">
        {t('table.detailsLoading')}
      </p>
      {[3, 2].map((lines, column) => (
        <div key={column} className="finding-details__skeleton-column" aria-hidden="true">
          <span className="skeleton skeleton--title" />
          {Array.from({ length: lines }, (_, i) => (
            <span key={i} className="skeleton skeleton--line" />
          ))}
        </div>
      ))}
      <div className="finding-details__snippet" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--code" />
      </div>
    </div>
  );
}
