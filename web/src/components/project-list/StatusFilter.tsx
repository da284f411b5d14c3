import { useId } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import type { ProjectListText } from './projectListText';

export type StatusFilterValue = 'all' | 'active' | 'inactive';

export interface StatusFilterProps {
  value: StatusFilterValue;
  /** The choices in the page's order. */
  order: readonly StatusFilterValue[];
  text: ProjectListText;
  onChange: (status: StatusFilterValue) => void;
}

/** Active / inactive / all as one segmented choice, named by a hidden label. */
export function StatusFilter({ value, order, text, onChange }: StatusFilterProps) {
  const id = useId();
  return (
    <div className="field field--inline">
      <span id={`${id}-status`} className="visually-hidden">
        {text('filters.statusLabel')}
      </span>
      <SelectButton
        value={value}
        options={order.map((status) => ({ label: text(`filters.${status}`), value: status }))}
        allowEmpty={false}
        aria-labelledby={`${id}-status`}
        onChange={(event) => {
          if (!event.value) return;
          onChange(event.value as StatusFilterValue);
        }}
      />
    </div>
  );
}
