import { FormField } from '../../../../components/form/FormField';

export interface NamedOption {
  id: string;
  name: string;
}

export interface NamedSelectProps {
  label: string;
  value: string | null;
  options: readonly NamedOption[];
  onChange: (id: string | null) => void;
  /** The first option, meaning "no filter" (null); without it one option is always chosen. */
  anyLabel?: string;
}

/** A labelled native select of named things (tenant, project, actor); a value the list lacks (from the URL) stays shown by its id. */
export function NamedSelect({ label, value, options, onChange, anyLabel }: NamedSelectProps) {
  const unknown = value !== null && !options.some((option) => option.id === value);
  return (
    <FormField label={label}>
      {({ id }) => (
        <select id={id} className="p-inputtext p-component" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
          {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
          {unknown ? <option value={value}>{value}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
