import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { EmptyState } from '../../components/EmptyState';
import { StandalonePage } from '../../components/StandalonePage';
import { clientErrors } from '../../lib/client-errors';

/** What a route threw while rendering (RouteErrorBoundary): logs the error and offers a reload. */
export default function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  useEffect(() => {
    const failure = error instanceof Error ? error : new Error(String(error));
    clientErrors.error(failure.message, { stack: failure.stack, context: { source: 'router' } });
  }, [error]);
  return (
    <StandalonePage>
      <EmptyState
        headingLevel={1}
        icon="pi pi-exclamation-circle"
        title={t('routeError.title')}
        description={t('routeError.description')}
        actions={
          <>
            <Button type="button" label={t('routeError.reload')} icon="pi pi-refresh" onClick={() => window.location.reload()} />
            <Button type="button" label={t('routeError.home')} outlined onClick={() => window.location.assign('/')} />
          </>
        }
      />
    </StandalonePage>
  );
}
