import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { UrlSearchBox, type UrlSearchBoxProps } from './UrlSearchBox';

export interface FilterBarProps {
  /** The search box; its text is sent with `onSearch` once typing pauses. */
  search: UrlSearchBoxProps;
  /** The bar's accessible name. */
  label?: string;
  /** Extra class of the bar (the page's own layout). */
  className?: string;
  /** Filters shown before the search box (chips, selects). */
  before?: ReactNode;
  /** Filters shown after it. */
  after?: ReactNode;
  /** A "clear filters" button: enabled while a filter is on. */
  clear?: { label: string; active: boolean; onClear: () => void; testId?: string };
}

/** A list's filter bar (role=search): filters around a search box kept in the URL, and an optional clear button. */
export function FilterBar({ search, label, className, before, after, clear }: FilterBarProps) {
  // Clearing the filters also starts the search box afresh (drops a pending debounce).
  const [searchKey, setSearchKey] = useState(0);
  return (
    <div className={className ? `toolbar ${className}` : 'toolbar'} role="search" aria-label={label}>
      {before}
      <UrlSearchBox key={searchKey} {...search} />
      {after}
      {clear ? (
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-filter-slash"
          label={clear.label}
          disabled={!clear.active}
          onClick={() => {
            setSearchKey((key) => key + 1);
            clear.onClear();
          }}
          data-testid={clear.testId}
        />
      ) : null}
    </div>
  );
}
