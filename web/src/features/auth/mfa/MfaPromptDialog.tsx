import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { MfaStatusQuery } from '../api/mfaStatus';
import { MfaChallenge } from './MfaChallenge';

/**
 * A session opened before its tenant asked for a second factor gets 403 MFA_REQUIRED on its next
 * change: the layout opens this dialog, which asks for the code (or the enrolment) in place; the
 * person then repeats the action.
 */
export default function MfaPromptDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation('mfa');
  const [done, setDone] = useState(false);
  const { data } = useQuery(MfaStatusQuery, { fetchPolicy: 'network-only' });
  const status = data?.getMfaStatus;
  return (
    <Dialog header={t('promptTitle')} visible onHide={onHide} style={{ width: '30rem', maxWidth: '95vw' }} modal>
      {done ? (
        <Message severity="success" text={t('promptDone')} className="form__message" />
      ) : (
        <>
          <p>{t('promptIntro')}</p>
          {status ? <MfaChallenge enrolled={status.enrolled} onVerified={() => setDone(true)} /> : null}
        </>
      )}
    </Dialog>
  );
}
