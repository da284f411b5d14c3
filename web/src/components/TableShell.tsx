import type { ReactNode, Ref } from 'react';

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
 * loading overlay: what the dashboard and /artifacts tables need, without DataTable's ~90 KB.
 */
export function TableShell({ className, testId, loading, caption, children, footer, rootRef }: TableShellProps) {
  return (
    <div ref={rootRef} className={`${className} p-datatable p-component p-datatable-striped`} data-testid={testId} aria-busy={loading}>
      {loading ? (
        <div className="p-datatable-loading-overlay p-component-overlay">
          <i className="p-datatable-loading-icon pi pi-spinner pi-spin" aria-hidden="true" />
        </div>
      ) : null}
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table">
          <caption className="p-datatable-header">{caption}</caption>
          {children}
        </table>
      </div>
      {footer}
    </div>
  );
}
