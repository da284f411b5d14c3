import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'className' | 'noValidate'> {
  /** Called instead of the browser's submission; the form validates itself (noValidate). */
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
}

/** The app's form: its layout class, our own validation, and no page reload on submit. */
export function Form({ onSubmit, children, ...rest }: FormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    void onSubmit();
  }
  return (
    <form className="form" onSubmit={submit} noValidate {...rest}>
      {children}
    </form>
  );
}
