import type { ReactNode } from 'react';

/** What `useConfirm()` asks: shared by the provider and its lazily loaded dialog. */
export interface ConfirmOptions {
  title: string;
  description: ReactNode;
  /** An optional warning shown below the description. */
  warning?: ReactNode;
  /** Danger styling of the confirm button. */
  danger?: boolean;
  /** Runs on Confirmar; the dialog shows "Processando..." until it settles. */
  onConfirm: () => Promise<unknown> | unknown;
}
