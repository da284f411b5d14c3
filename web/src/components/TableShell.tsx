import { useId, useRef, type ReactNode, type Ref } from 'react';
import { useScrollsSideways } from './useScrollsSideways';
import './table-shell.css';

export interface TableShellProps {
  /** Extra class of the outer block (the feature's own styles). */
  className: string;
  testId: string;
  loading: boolean;
  /** The caption's heading. */
  caption: ReactNode;
  /** thead and tbody. */
  children: ReactNode;
  /** Below the table (a pager). */
  footer?: ReactNode;
  /** The outer block (the area a pager's swipe listens on). */
  rootRef?: Ref<HTMLDivElement>;
}

/**
 * A plain table dressed with PrimeReact DataTable's class names (the theme styles it) and its
 * loading overlay: what the dashboard, /artifacts and admin tables need, without DataTable's ~90 KB.
 * A table wider than the screen scrolls inside its wrapper, which then is a labelled region that the
 * keyboard can reach and scroll (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableShell({ className, testId, loading, caption, children, footer, rootRef }: TableShellProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(wrapperRef);
  const captionId = useId();
  return (
    <div ref={rootRef} className={`${className} p-datatable p-component p-datatable-striped`} data-testid={testId} aria-busy={loading}>
      {loading ? (
        <div className="p-datatable-loading-overlay p-component-overlay">
          <i className="p-datatable-loading-icon pi pi-spinner pi-spin" aria-hidden="true" />
        </div>
      ) : null}
      <div
        ref={wrapperRef}
        className="p-datatable-wrapper"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
        data-scrolls-sideways={scrolls || undefined}
      >
        <table className="p-datatable-table">
          <caption id={captionId} className="p-datatable-header">
            {caption}
          </caption>
          {children}
        </table>
      </div>
      {footer}
    </div>
  );
}
