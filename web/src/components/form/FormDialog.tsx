import type { ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { FormError } from './FormError';

export interface FormDialogProps {
  header: string;
  /** True by default: dialogs mounted only while open leave it out. */
  visible?: boolean;
  /** The dialog's width on wide screens (it never exceeds 95% of the viewport). */
  width?: string;
  submitLabel: string;
  submitIcon: string;
  submitting: boolean;
  /** The server's (or the form's) message, shown above the actions. */
  error?: string | null;
  onSubmit: () => void | Promise<void>;
  /** Cancel, Escape and the close button; ignored while submitting so a request is not left behind. */
  onHide: () => void;
  children: ReactNode;
}

/** A modal form: the fields, the form's error, 'Cancelar' and the primary action. */
export function FormDialog({ header, visible = true, width = '36rem', submitLabel, submitIcon, submitting, error, onSubmit, onHide, children }: FormDialogProps) {
  const hide = () => {
    if (!submitting) onHide();
  };
  return (
    <Dialog visible={visible} onHide={hide} header={header} modal closable={!submitting} style={{ width: `min(${width}, 95vw)` }}>
      <Form onSubmit={onSubmit}>
        {children}
        <FormError message={error} />
        <FormActions submitLabel={submitLabel} submitIcon={submitIcon} submitting={submitting} onCancel={hide} />
      </Form>
    </Dialog>
  );
}
