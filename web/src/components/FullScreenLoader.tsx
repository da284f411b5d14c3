import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

/** Full-screen loading view (lazy pages, authentication check). */
export function FullScreenLoader({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-hidden="true" />
      <p>{message ?? t('loading.default')}</p>
    </div>
  );
}

/** Loading view inside the layout's main area. */
export function InlineLoader({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="inline-loader" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="4" aria-hidden="true" />
      <span>{message ?? t('loading.default')}</span>
    </div>
  );
}
