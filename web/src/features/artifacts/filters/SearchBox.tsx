import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from './filters';

export interface SearchBoxProps {
  /** The search of the URL. */
  value: string;
  /** Called 500 ms after the last keystroke with the trimmed text. */
  onSearch: (q: string) => void;
}

/** The artifacts search box: typing is local, the URL gets the text once typing pauses. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('artifacts');
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed by something else (a link, history): show its text.
  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setCommitted(value);
      setText(value);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="artifact-search">
      <label htmlFor={id} className="visually-hidden">
        {t('filters.searchLabel')}
      </label>
      <span className="toolbar__search">
        <i className="pi pi-search" aria-hidden="true" />
        <input
          id={id}
          className={text ? 'p-inputtext p-component p-filled' : 'p-inputtext p-component'}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('filters.searchPlaceholder')}
          data-testid="artifacts-search"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              const q = next.trim();
              setCommitted(q);
              onSearch(q);
            }, SEARCH_DEBOUNCE_MS);
          }}
        />
      </span>
    </div>
  );
}
