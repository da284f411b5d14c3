import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { registerNavigator } from '../lib/navigation';
import { AuthProvider } from '../features/auth';
import { WorkspaceRoot } from './WorkspaceRoot';

/** Root of every route: navigation outside React, auth, workspace, lazy-page fallback. */
export function RootRoute() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((path) => void navigate(path, { replace: true }));
  }, [navigate]);
  const onLoggedOut = useCallback(() => void navigate('/login', { replace: true }), [navigate]);
  return (
    <AuthProvider onLoggedOut={onLoggedOut}>
      <WorkspaceRoot>
        <Suspense fallback={<FullScreenLoader message={t('loading.page')} />}>
          <Outlet />
        </Suspense>
      </WorkspaceRoot>
    </AuthProvider>
  );
}
