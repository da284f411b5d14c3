import { useId } from 'react';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';

export interface SelectorProps extends Omit<DropdownProps, 'inputId' | 'className' | 'pt'> {
  label: string;
  className?: string;
  /** Set when there is nothing to choose: the label and this name are shown instead of a dropdown. */
  fixedValue?: string;
}

/** A header selector (tenant, project): a labelled dropdown, or the label and the one value. */
export function Selector({ label, className, fixedValue, ...dropdown }: SelectorProps) {
  const id = useId();
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
  return (
    <div className={`selector ${className ?? ''}`}>
      <label className="selector__label" htmlFor={`${id}-select`}>
        {label}
      </label>
      <Dropdown
        {...dropdown}
        inputId={`${id}-select`}
        className="selector__dropdown"
        // The hidden native select PrimeReact renders for forms needs a name too (axe select-name).
        pt={{ select: { 'aria-label': label, 'aria-hidden': true } }}
      />
    </div>
  );
}
