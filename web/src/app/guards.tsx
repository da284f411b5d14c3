import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader, InlineLoader } from '../components/FullScreenLoader';
import { RedirectWithToast } from '../components/RedirectWithToast';
import { useAuth } from '../features/auth';
import { useWorkspace } from '../features/workspace/WorkspaceProvider';
import { canAccessProject, hasAnyRole } from './access';

/** A session is open but whoami (roles, project assignments) has not been read yet. */
function permissionsPending(auth: ReturnType<typeof useAuth>): boolean {
  return auth.authMode === 'session' && auth.user === null;
}

/** Login required: unauthenticated users go to /login (spec §6). */
export function RequireAuth() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <FullScreenLoader message={t('checking')} />;
  if (auth.status !== 'authenticated') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

/** Session-only pages: token mode goes to /login with the message of spec §5. */
export function RequireSession() {
  const { t } = useTranslation('errors');
  const auth = useAuth();
  if (auth.authMode === 'token') return <RedirectWithToast to="/login" message={t('access.sessionOnly')} />;
  return <Outlet />;
}

/** Role guard: 'Acesso negado. Função necessária: …' and a redirect to the fallback path. */
export function RequireRole({ roles, fallback = '/dashboard' }: { roles: readonly string[]; fallback?: string }) {
  const { t } = useTranslation('errors');
  const auth = useAuth();
  if (permissionsPending(auth)) return <InlineLoader message={t('access.checkingPermissions')} />;
  if (!hasAnyRole(auth.roles, roles)) {
    return <RedirectWithToast to={fallback} severity="error" message={t('access.role', { roles: roles.join(t('access.roleSeparator')) })} />;
  }
  return <Outlet />;
}

/**
 * Project-scoped pages: a selected project is required (else /projects with 'Selecione um
 * projeto para continuar'), and the user must have access to it.
 */
export function RequireProject() {
  const { t } = useTranslation('errors');
  const auth = useAuth();
  const workspace = useWorkspace();
  if (workspace.isLoading) return <InlineLoader message={t('access.loadingProject')} />;
  const project = workspace.selectedProject;
  if (!project) return <RedirectWithToast to="/projects" message={t('access.selectProject')} />;
  if (permissionsPending(auth)) return <InlineLoader message={t('access.checkingPermissions')} />;
  const allowed = canAccessProject(
    {
      authMode: auth.authMode,
      roles: auth.roles,
      projectIds: auth.user?.projectIds ?? [],
      projectRoles: auth.user?.projectRoles ?? [],
      tokenProjectId: auth.token?.projectId ?? null,
    },
    project.id,
  );
  if (!allowed) return <RedirectWithToast to="/projects" severity="error" message={t('access.project')} />;
  return <Outlet />;
}
