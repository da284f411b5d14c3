import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { EmptyState } from '../../components/EmptyState';
import { StandalonePage } from '../../components/StandalonePage';
import { clientErrors } from '../../lib/client-errors';

/** Error boundary of the router: logs the error and offers a reload. */
export default function RouteError() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
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
