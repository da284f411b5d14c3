import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

/** A list that failed to load: the message and "Tentar novamente". */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="error-box" role="alert">
      <Message severity="error" text={message} />
      <Button type="button" label={t('actions.retry')} icon="pi pi-refresh" text onClick={onRetry} />
    </div>
  );
}
