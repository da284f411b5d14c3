import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { useAuth } from '../../features/auth';

/** / : the dashboard when signed in, else the login page. */
export default function HomeRedirect() {
  const { t } = useTranslation('auth');
  const { status } = useAuth();
  if (status === 'loading') return <FullScreenLoader message={t('checking')} />;
  return <Navigate to={status === 'authenticated' ? '/dashboard' : '/login'} replace />;
}
