import { useId, type ReactNode } from 'react';

/** What the field hands its control: the id its label points at and the error/hint wiring. */
export interface FieldControlProps {
  id: string;
  /** PrimeReact's invalid look (p-invalid); leave it off native elements. */
  invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** A line under the control that explains it; it describes the control. */
  hint?: ReactNode;
  /** The field's validation message; marks the control invalid and describes it. */
  error?: string | null;
  /** Ids of other elements that also describe the control (a status shown elsewhere in the form). */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label bound to its control, with an optional hint and error (the error is read first). */
export function FormField({ label, hint, error, describedBy, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const control: FieldControlProps = {
    id,
    invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(control)}
      {hint ? (
        <small id={hintId ?? undefined} className="field__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={errorId ?? undefined} className="field__error">
          {error}
        </small>
      ) : null}
    </div>
  );
}
