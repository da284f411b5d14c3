import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatNumber } from '../../../lib/format';
import { LINES_PAGE_SIZE, useLinesPage, type ViewTarget } from './useViewQuery';
import { ViewError } from './ViewError';

/** The file as numbered lines, one page (200) at a time. */
export function LinesView({ target, name }: { target: ViewTarget; name: string }) {
  const { t } = useTranslation('artifacts');
  const [page, setPage] = useState(1);
  const result = useLinesPage(target, page);
  const view = result.error ? null : (result.data?.viewArtifact ?? result.previousData?.viewArtifact ?? null);

  if (result.error) return <ViewError error={result.error} onRetry={() => void result.refetch().catch(() => undefined)} />;
  if (!view) {
    return (
      <p className="artifact-view__loading" role="status">
        {t('viewer.loading')}
      </p>
    );
  }
  const total = view.totalLines ?? 0;
  const lines = view.lines ?? [];
  if (total === 0) return <p className="artifact-lines__empty">{t('viewer.linesEmpty')}</p>;
  const first = (page - 1) * LINES_PAGE_SIZE + 1;
  const last = Math.min(page * LINES_PAGE_SIZE, total);
  const pages = Math.ceil(total / LINES_PAGE_SIZE);

  return (
    <div className="artifact-lines-view" aria-busy={result.loading}>
      <div className="artifact-lines__pager">
        <Button type="button" size="small" text icon="pi pi-angle-left" label={t('viewer.linesPrevious')} disabled={page <= 1 || result.loading} onClick={() => setPage(page - 1)} data-testid="artifact-lines-previous" />
        <span aria-live="polite" data-testid="artifact-lines-range">
          {t('viewer.linesRange', { first: formatNumber(first), last: formatNumber(last), total: formatNumber(total) })}
        </span>
        <Button type="button" size="small" text icon="pi pi-angle-right" iconPos="right" label={t('viewer.linesNext')} disabled={page >= pages || result.loading} onClick={() => setPage(page + 1)} data-testid="artifact-lines-next" />
      </div>
      <ol className="artifact-lines" aria-label={t('viewer.linesLabel', { name })} tabIndex={0}>
        {lines.map((line) => (
          <li key={line.number} className="artifact-line" data-testid="artifact-line" data-line={line.number}>
            <span className="artifact-line__number">{line.number}</span>
            <code className="artifact-line__text">{line.text}</code>
            {line.truncated ? <span className="artifact-line__truncated">{t('viewer.lineTruncated')}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
