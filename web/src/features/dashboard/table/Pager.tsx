import { useTranslation } from 'react-i18next';
import { pageCount, pageLinks, pageRange } from './paging';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

const cls = (...names: Array<string | false>) => names.filter(Boolean).join(' ');

/** First, previous, numbered pages, next, last and the range on screen; PrimeReact paginator's markup and names. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation('dashboard');
  const pages = pageCount(total, pageSize);
  const links = pageLinks(page, pages);
  const atStart = page <= 1 || pages === 0;
  const atEnd = page >= pages;
  const range = pageRange(page, pageSize, total);
  const go = (next: number) => {
    if (next !== page) onPage(next);
  };

  const edge = (kind: 'first' | 'prev' | 'next' | 'last', label: string, icon: string, disabled: boolean, target: number) => (
    <button
      type="button"
      className={cls(`p-paginator-${kind} p-paginator-element p-link`, disabled && 'p-disabled')}
      aria-label={label}
      disabled={disabled}
      onClick={() => go(target)}
    >
      <span className={`p-paginator-icon pi ${icon}`} aria-hidden="true" />
    </button>
  );

  return (
    <div className="p-paginator-bottom p-paginator p-component">
      {edge('first', t('table.pager.first'), 'pi-angle-double-left', atStart, 1)}
      {edge('prev', t('table.pager.previous'), 'pi-angle-left', atStart, page - 1)}
      <span className="p-paginator-pages">
        {links.map((link, index) => (
          <button
            key={link}
            type="button"
            className={cls(
              'p-paginator-page p-paginator-element p-link',
              index === 0 && 'p-paginator-page-start',
              index === links.length - 1 && 'p-paginator-page-end',
              link === page && 'p-highlight',
            )}
            aria-label={t('table.pager.page', { page: link })}
            aria-current={link === page ? 'true' : undefined}
            onClick={() => go(link)}
          >
            {link}
          </button>
        ))}
      </span>
      {edge('next', t('table.pager.next'), 'pi-angle-right', atEnd, page + 1)}
      {edge('last', t('table.pager.last'), 'pi-angle-double-right', atEnd, pages)}
      <span className="p-paginator-current" aria-live="polite">
        {t('table.pager.report', { first: range.first, last: range.last, total })}
      </span>
    </div>
  );
}
