import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TabView, TabPanel } from 'primereact/tabview';
import { Message } from 'primereact/message';
import { AuthShell } from '../../../components/AuthShell';
import { FullScreenLoader } from '../../../components/FullScreenLoader';
import { useAuth } from '../AuthProvider';
import { MagicLinkForm } from './MagicLinkForm';
import { TokenLoginForm } from './TokenLoginForm';
import { AuthFooterLink } from './AuthFooterLink';
import { SsoSignIn } from './SsoSignIn';

interface LocationState {
  from?: string;
}

export default function LoginPage() {
  const { t } = useTranslation('sign-in');
  const { t: ta } = useTranslation('auth');
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LocationState;
  const from = state.from && state.from !== '/login' ? state.from : null;

  if (auth.status === 'loading') return <FullScreenLoader message={ta('checking')} />;
  // Token mode may sign in with e-mail here (session-only pages send it to /login).
  if (auth.status === 'authenticated' && auth.authMode === 'session') return <Navigate to={from ?? '/dashboard'} replace />;

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={<AuthFooterLink lead={t('login.noAccount')} to="/signup" label={t('login.signupLink')} />}
    >
      {auth.error ? <Message severity="error" text={auth.error} className="form__message" /> : null}
      {auth.authMode === 'token' ? <Message severity="info" text={t('login.tokenActive')} className="form__message" /> : null}
      <TabView>
        <TabPanel header={t('login.emailTab')} leftIcon="pi pi-envelope mr-2">
          <MagicLinkForm redirectTo={from} />
        </TabPanel>
        <TabPanel header={t('login.tokenTab')} leftIcon="pi pi-key mr-2">
          <TokenLoginForm onSuccess={() => navigate(from ?? '/dashboard', { replace: true })} />
        </TabPanel>
      </TabView>
      <div className="auth-shell__sso">
        <SsoSignIn />
      </div>
    </AuthShell>
  );
}
