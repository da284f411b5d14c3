import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { StandalonePage } from '../../components/StandalonePage';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const location = useLocation();
  useEffect(() => {
    document.title = `${t('notFound.title')} · ${t('appName')}`;
  }, [t]);
  return (
    <StandalonePage>
      <EmptyState
        headingLevel={1}
        icon="pi pi-map"
        title={t('notFound.title')}
        description={t('notFound.description', { path: location.pathname })}
        actions={
          <Link to="/" className="p-button p-button-sm">
            {t('notFound.home')}
          </Link>
        }
      />
    </StandalonePage>
  );
}
