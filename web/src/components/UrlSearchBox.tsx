import { useEffect, useId, useRef, useState } from 'react';

export interface UrlSearchBoxProps {
  /** The search kept in the URL. */
  value: string;
  /** Called `debounceMs` after the last keystroke with the trimmed text. */
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  /** The server's limit for the search text. */
  maxLength?: number;
  /** Spec §9: 500 ms. */
  debounceMs?: number;
  className: string;
  testId: string;
}

/** Spec §9: search boxes wait 500 ms and send at most 200 characters. */
const SEARCH_DEBOUNCE_MS = 500;
const SEARCH_MAX_LENGTH = 200;

/**
 * A search box whose text lives in the URL: typing is local, the URL gets the text once typing
 * pauses, and a URL changed by something else (a link, history) shows its text.
 */
export function UrlSearchBox({ value, onSearch, label, placeholder, maxLength = SEARCH_MAX_LENGTH, debounceMs = SEARCH_DEBOUNCE_MS, className, testId }: UrlSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The text this box last wrote to the URL: any other value comes from elsewhere.
  const lastSent = useRef(value);
  // The debounce calls the onSearch of the latest render: the one of the keystroke's render may
  // write the URL from params that other filters changed since (react-router's setter is per render).
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setCommitted(value);
      setText(value);
    }
  }

  // A URL changed by something else (a link, history) while the user was typing wins: the box
  // shows its text above, and the typed text must not overwrite it half a second later.
  useEffect(() => {
    if (value !== lastSent.current) clearTimeout(timer.current);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className="toolbar__search">
        <i className="pi pi-search" aria-hidden="true" />
        {/* A plain input with InputText's classes: the component adds nothing used here. */}
        <input
          id={id}
          className={text ? 'p-inputtext p-component p-filled' : 'p-inputtext p-component'}
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          data-testid={testId}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              const q = next.trim();
              setCommitted(q);
              lastSent.current = q;
              latestOnSearch.current(q);
            }, debounceMs);
          }}
        />
      </span>
    </div>
  );
}
