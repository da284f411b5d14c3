import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** Previous / next with the range on screen and the page position. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation('artifacts');
  const pages = pageCount(total, pageSize);
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return (
    <nav className="artifact-pager p-paginator p-component" aria-label={t('pager.label')}>
      <button
        type="button"
        className={`p-paginator-prev p-paginator-element p-link${page <= 1 ? ' p-disabled' : ''}`}
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <span className="p-paginator-icon pi pi-angle-left" aria-hidden="true" />
      </button>
      <span className="p-paginator-current" aria-live="polite" data-testid="artifacts-range">
        {t('pager.report', { first: formatNumber(first), last: formatNumber(last), total: formatNumber(total) })}
        {pages > 1 ? ` · ${t('pager.position', { page, pages })}` : ''}
      </span>
      <button
        type="button"
        className={`p-paginator-next p-paginator-element p-link${page >= pages ? ' p-disabled' : ''}`}
        aria-label={t('pager.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <span className="p-paginator-icon pi pi-angle-right" aria-hidden="true" />
      </button>
    </nav>
  );
}
