import { Button } from 'primereact/button';
import { useToast } from './toast';

export interface CopyButtonProps {
  text: string;
  label: string;
  /** Toast after copying. */
  done: string;
  /** Toast when the browser has no Clipboard API (spec §8: 'Clipboard API não disponível'). */
  unavailable: string;
  /** Accessible name when the visible label is not enough (several copy buttons on a page). */
  ariaLabel?: string;
}

/** Copies a text with the Clipboard API and says so in a toast. */
export function CopyButton({ text, label, done, unavailable, ariaLabel }: CopyButtonProps) {
  const toast = useToast();
  async function copy() {
    if (!navigator.clipboard?.writeText) {
      toast.show({ severity: 'error', detail: unavailable });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.show({ severity: 'success', detail: done });
    } catch {
      toast.show({ severity: 'error', detail: unavailable });
    }
  }
  return <Button type="button" icon="pi pi-copy" label={label} aria-label={ariaLabel} outlined onClick={() => void copy()} />;
}
