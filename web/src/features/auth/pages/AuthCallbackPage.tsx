import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../AuthProvider';
import { SignInReturn } from './SignInReturn';

/** Magic-link return page (spec §2/§4): verifies ?token and opens the session. */
export default function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { completeMagicLink } = useAuth();
  const complete = useCallback(() => completeMagicLink(token ?? ''), [completeMagicLink, token]);
  return <SignInReturn complete={token ? complete : null} failure={t('callback.invalid')} verifying={t('callback.verifying')} />;
}
