import { useState } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The messages shown under a form's fields; `showFieldErrors` puts a check's findings on screen and says whether there were any. */
export function useFieldErrors<Field extends string>() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const showFieldErrors = (found: FieldErrors<Field>) => {
    setFieldErrors(found);
    return Object.keys(found).length > 0;
  };
  return { fieldErrors, setFieldErrors, showFieldErrors };
}
