import { useEffect, useId, useRef, useState } from 'react';
import type { Dropdown as DropdownType, DropdownProps } from 'primereact/dropdown';
import { SelectorTrigger, type TriggerIntent } from './SelectorTrigger';

export interface SelectorProps extends Omit<DropdownProps, 'inputId' | 'className' | 'pt'> {
  label: string;
  className?: string;
  /** Set when there is nothing to choose: the label and this name are shown instead of a dropdown. */
  fixedValue?: string;
}

type DropdownComponent = typeof DropdownType;
let loadedDropdown: DropdownComponent | undefined;
const loadDropdown = () => import('primereact/dropdown').then((module) => (loadedDropdown = module.Dropdown));

/** The selected option's label, as the closed Dropdown shows it (options here are `{ label, value }`). */
function selectedLabel({ value, options }: DropdownProps): string | null {
  const option = (options as { label: string; value: unknown }[] | undefined)?.find((o) => o.value === value);
  return option ? option.label : null;
}

/**
 * A header selector (tenant, project): a labelled dropdown, or the label and the one value. The
 * header is on every page, so PrimeReact's Dropdown (~12 KB gzip) loads on the first pointer,
 * focus or key on it, and repeats what the user did (focus, open) once it is there.
 */
export function Selector({ label, className, fixedValue, ...dropdown }: SelectorProps) {
  const id = useId();
  const [Dropdown, setDropdown] = useState(() => loadedDropdown);
  const intent = useRef<TriggerIntent>('load');
  const ref = useRef<DropdownType>(null);

  useEffect(() => {
    if (!Dropdown) return;
    if (intent.current !== 'load') ref.current?.focus();
    if (intent.current === 'open') ref.current?.show();
  }, [Dropdown]);

  if (fixedValue !== undefined) {
    return (
      <div className={`selector selector--static ${className ?? ''}`}>
        <span className="selector__label" id={`${id}-label`}>
          {label}
        </span>
        <span className="selector__value" aria-labelledby={`${id}-label`}>
          {fixedValue}
        </span>
      </div>
    );
  }

  const onIntent = (next: TriggerIntent) => {
    if (next === 'open' || (next === 'focus' && intent.current === 'load')) intent.current = next;
    void loadDropdown().then((component) => {
      // Focus moved on while the code loaded: the Dropdown should not take it back.
      if (intent.current === 'focus' && document.activeElement?.id !== `${id}-select`) intent.current = 'load';
      setDropdown(() => component);
    });
  };

  return (
    <div className={`selector ${className ?? ''}`}>
      <label className="selector__label" htmlFor={`${id}-select`}>
        {label}
      </label>
      {Dropdown ? (
        <Dropdown
          {...dropdown}
          ref={ref}
          inputId={`${id}-select`}
          className="selector__dropdown"
          // The hidden native select PrimeReact renders for forms needs a name too (axe select-name).
          pt={{ select: { 'aria-label': label, 'aria-hidden': true } }}
        />
      ) : (
        <SelectorTrigger inputId={`${id}-select`} valueLabel={selectedLabel(dropdown)} placeholder={dropdown.placeholder} onIntent={onIntent} />
      )}
    </div>
  );
}
