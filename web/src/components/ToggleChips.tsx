import { useId, type ReactNode } from 'react';

export interface ToggleChipsProps<Item extends string> {
  /** The group's visible name. */
  label: string;
  items: readonly Item[];
  selected: readonly Item[];
  onToggle: (item: Item) => void;
  /** The group's class; its label gets `${className}__label`. */
  className: string;
  /** Every chip's class; a pressed chip adds `${chipClassName}--pressed`. */
  chipClassName: string;
  /** A chip's own modifier class, after the base one. */
  chipModifier?: (item: Item) => string;
  /** A chip's test id is this prefix and the item's code. */
  testIdPrefix: string;
  /** The item's code in its test id (default: the item itself). */
  testIdCode?: (item: Item) => string;
  /** What a chip says, after its check icon. */
  renderChip: (item: Item) => ReactNode;
}

/** A multi-select as toggle buttons (aria-pressed) in a labelled group: severity chips, artifact kinds. */
export function ToggleChips<Item extends string>({ label, items, selected, onToggle, className, chipClassName, chipModifier, testIdPrefix, testIdCode, renderChip }: ToggleChipsProps<Item>) {
  const labelId = useId();
  return (
    <div className={className} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={`${className}__label`}>
        {label}
      </span>
      {items.map((item) => {
        const pressed = selected.includes(item);
        const classes = [chipClassName, chipModifier?.(item), pressed ? `${chipClassName}--pressed` : null].filter(Boolean).join(' ');
        return (
          <button key={item} type="button" className={classes} aria-pressed={pressed} data-testid={`${testIdPrefix}${testIdCode ? testIdCode(item) : item}`} onClick={() => onToggle(item)}>
            <i className={`pi ${pressed ? 'pi-check-circle' : 'pi-circle'}`} aria-hidden="true" />
            {renderChip(item)}
          </button>
        );
      })}
    </div>
  );
}
