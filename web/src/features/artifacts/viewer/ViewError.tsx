import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { viewErrorMessage } from '../errors';

/** A view error of spec §8 with a retry. */
export function ViewError({ error, onRetry, compact = false }: { error: unknown; onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation('artifacts');
  return (
    <div className={`artifact-view-error${compact ? ' artifact-view-error--compact' : ''}`} role="alert" data-testid="artifact-view-error">
      <span>{viewErrorMessage(error)}</span>
      <Button type="button" size="small" text icon="pi pi-refresh" label={t('viewer.retry')} onClick={onRetry} />
    </div>
  );
}
