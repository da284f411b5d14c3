import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';

/** Copies a text with the Clipboard API; says so when the browser has none (spec §8). */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const { t } = useTranslation('onboarding');
  const toast = useToast();
  async function copy() {
    if (!navigator.clipboard?.writeText) {
      toast.show({ severity: 'error', detail: t('clipboardUnavailable') });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.show({ severity: 'success', detail: done });
    } catch {
      toast.show({ severity: 'error', detail: t('clipboardUnavailable') });
    }
  }
  return <Button type="button" icon="pi pi-copy" label={label} outlined onClick={() => void copy()} />;
}
