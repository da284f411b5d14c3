import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Tag } from 'primereact/tag';
import { LazyMessage } from '../../../components/LazyMessage';
import { InlineLoader } from '../../../components/FullScreenLoader';
import { MfaStatusQuery } from '../api/mfaStatus';
import { MfaEnrollment } from './MfaEnrollment';

/** Configurações: the user's second factor (status, recovery codes left) and its enrolment. */
export default function SecondFactorPanel() {
  const { t } = useTranslation('mfa');
  const { data, loading, error, refetch } = useQuery(MfaStatusQuery, { fetchPolicy: 'network-only' });
  const status = data?.getMfaStatus;

  let body;
  if (loading && !status) body = <InlineLoader message={t('loading')} />;
  else if (error || !status) body = <LazyMessage severity="error" text={t('loadError')} />;
  else if (status.enrolled)
    body = (
      <p>
        <Tag value={t('statusOn')} severity="success" /> {t('recoveryLeft', { count: status.recoveryCodesRemaining })}
      </p>
    );
  else
    body = (
      <>
        <p>
          <Tag value={t('statusOff')} severity={status.required ? 'warning' : 'secondary'} /> {status.required ? t('requiredByTenant') : t('optional')}
        </p>
        <MfaEnrollment onDone={() => void refetch()} />
      </>
    );

  return (
    <section className="settings-panel" aria-labelledby="second-factor-title" data-testid="second-factor">
      <h3 id="second-factor-title" className="account-sessions__title">
        {t('panelTitle')}
      </h3>
      {body}
    </section>
  );
}
