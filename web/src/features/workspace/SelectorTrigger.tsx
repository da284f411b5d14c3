import type { KeyboardEvent } from 'react';
import { ChevronDownIcon } from 'primereact/icons/chevrondown';
import './selector-trigger.css';

/** What the user did to the trigger before the real dropdown was there: it repeats it once mounted. */
export type TriggerIntent = 'load' | 'focus' | 'open';

export interface SelectorTriggerProps {
  inputId: string;
  /** The selected option's label, or null to show the placeholder. */
  valueLabel: string | null;
  placeholder?: string;
  onIntent: (intent: TriggerIntent) => void;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * PrimeReact Dropdown's closed markup (same focusable read-only input, so the same role and name
 * through the label) without its code: painted at first, swapped for the Dropdown on first use.
 */
export function SelectorTrigger({ inputId, valueLabel, placeholder, onIntent }: SelectorTriggerProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    onIntent('open');
  };
  return (
    <div
      className={`selector__dropdown selector__trigger p-dropdown p-component p-inputwrapper${valueLabel === null ? '' : ' p-inputwrapper-filled'}`}
      onPointerEnter={() => onIntent('load')}
      onClick={() => onIntent('open')}
    >
      <div className="p-hidden-accessible">
        <input
          id={inputId}
          type="text"
          readOnly
          aria-haspopup="listbox"
          value={valueLabel ?? ''}
          onFocus={() => onIntent('focus')}
          onKeyDown={onKeyDown}
        />
      </div>
      <span className={`p-dropdown-label p-inputtext${valueLabel === null && placeholder ? ' p-placeholder' : ''}`}>
        {valueLabel ?? placeholder}
      </span>
      <div className="p-dropdown-trigger" role="button" aria-haspopup="listbox" aria-expanded="false" aria-label={placeholder}>
        <ChevronDownIcon className="p-dropdown-trigger-icon p-clickable" />
      </div>
    </div>
  );
}
