import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwipe } from '../../lib/gestures/useSwipe';
import { formatNumber } from '../../lib/format';
import { pageCount, pageLinks, pageRange } from './paging';
import './pager.css';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name ("Paginação dos artefatos"). */
  label: string;
  /** Test id of the range on screen ("1–24 de 30 · Página 1 de 2"). */
  rangeTestId?: string;
  /** The list this pager pages: a horizontal swipe on it (touch screens) goes to the next or previous page. */
  swipeArea?: RefObject<HTMLElement | null>;
}

const NO_AREA: RefObject<HTMLElement | null> = { current: null };

const cls = (...names: Array<string | false>) => names.filter(Boolean).join(' ');

/**
 * The one pager of the app: first, previous, numbered pages, next, last and the range on screen,
 * in PrimeReact paginator's markup (the theme styles it) and names, without its ~30 KB. A page
 * beyond the last is clamped to the last.
 */
export function Pager({ page, pageSize, total, onPage, label, rangeTestId, swipeArea }: PagerProps) {
  const { t } = useTranslation('common');
  const pages = pageCount(total, pageSize);
  const links = pageLinks(page, pages);
  const atStart = page <= 1 || pages === 0;
  const atEnd = page >= pages;
  const range = pageRange(page, pageSize, total);
  const go = (next: number) => {
    if (next !== page) onPage(next);
  };
  // A page beyond the last (`?page=99`, or rows removed meanwhile) goes to the last one.
  useEffect(() => {
    if (pages > 0 && page > pages) onPage(pages);
  }, [page, pages, onPage]);
  useSwipe(swipeArea ?? NO_AREA, {
    onNext: () => {
      if (!atEnd) go(page + 1);
    },
    onPrevious: () => {
      if (!atStart) go(page - 1);
    },
  });

  const edge = (kind: 'first' | 'prev' | 'next' | 'last', name: string, icon: string, disabled: boolean, target: number) => (
    <button
      type="button"
      className={cls(`p-paginator-${kind} p-paginator-element p-link`, disabled && 'p-disabled')}
      aria-label={name}
      disabled={disabled}
      onClick={() => go(target)}
    >
      <span className={`p-paginator-icon pi ${icon}`} aria-hidden="true" />
    </button>
  );

  return (
    <nav className="pager p-paginator-bottom p-paginator p-component" aria-label={label}>
      {edge('first', t('pager.first'), 'pi-angle-double-left', atStart, 1)}
      {edge('prev', t('pager.previous'), 'pi-angle-left', atStart, page - 1)}
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
            aria-label={t('pager.page', { page: link })}
            aria-current={link === page ? 'true' : undefined}
            onClick={() => go(link)}
          >
            {link}
          </button>
        ))}
      </span>
      {edge('next', t('pager.next'), 'pi-angle-right', atEnd, page + 1)}
      {edge('last', t('pager.last'), 'pi-angle-double-right', atEnd, pages)}
      <span className="p-paginator-current" aria-live="polite" data-testid={rangeTestId}>
        <span>{t('pager.report', { first: formatNumber(range.first), last: formatNumber(range.last), total: formatNumber(total) })}</span>
        {pages > 1 ? <span>{` · ${t('pager.position', { page, pages })}`}</span> : null}
      </span>
    </nav>
  );
}
