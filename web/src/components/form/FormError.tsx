import { Message } from 'primereact/message';

/** The form's own error (usually the server's answer), announced when it appears. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  return (
    <div id={id} aria-live="polite">
      {message ? <Message severity="error" text={message} className="form__message" /> : null}
    </div>
  );
}
