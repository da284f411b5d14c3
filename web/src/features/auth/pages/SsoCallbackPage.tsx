import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../AuthProvider';
import { SignInReturn } from './SignInReturn';

/**
 * Where the identity provider sends the person back (single sign-on): ?code&state (and iss) open the
 * session; ?error (the person cancelled, the provider refused) shows the provider's refusal.
 */
export default function SsoCallbackPage() {
  const { t } = useTranslation('sign-in');
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss') ?? undefined;
  const refused = params.get('error');
  const { completeSso } = useAuth();
  const complete = useCallback(() => completeSso({ code: code ?? '', state: state ?? '', iss }), [completeSso, code, state, iss]);
  const failure = refused === 'access_denied' ? t('sso.cancelled') : t('sso.failed');
  return <SignInReturn complete={code && state && !refused ? complete : null} failure={failure} verifying={t('sso.verifying')} />;
}
