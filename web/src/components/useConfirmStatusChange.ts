import { useConfirm } from './confirm';
import { useToast } from './toast';

/** The confirmation's strings, read from the page's namespace (the record's name fills {{name}}). */
export type StatusChangeKey = 'deactivate.title' | 'deactivate.description' | 'deactivate.warning' | 'reactivate.title' | 'reactivate.description';

export interface StatusChange {
  /** What is (de)activated: an active one is deactivated, with a danger-styled confirm button. */
  record: { name: string; isActive: boolean };
  text: (key: StatusChangeKey, values?: { name: string }) => string;
  /** The toast after the change. */
  success: string;
  /** Sends the new status. */
  run: (isActive: boolean) => Promise<unknown>;
  /** The toast's text when `run` fails. */
  failureMessage: (failure: unknown) => string;
}

/** Asks before (de)activating something (spec §2 confirm), runs the change and toasts how it went. */
export function useConfirmStatusChange() {
  const confirm = useConfirm();
  const toast = useToast();
  return ({ record, text, success, run, failureMessage }: StatusChange) => {
    const deactivate = record.isActive;
    const name = { name: record.name };
    confirm({
      title: deactivate ? text('deactivate.title') : text('reactivate.title'),
      description: deactivate ? text('deactivate.description', name) : text('reactivate.description', name),
      warning: deactivate ? text('deactivate.warning') : undefined,
      danger: deactivate,
      onConfirm: async () => {
        try {
          await run(!deactivate);
          toast.show({ severity: 'success', detail: success });
        } catch (failure) {
          toast.show({ severity: 'error', detail: failureMessage(failure) });
        }
      },
    });
  };
}
