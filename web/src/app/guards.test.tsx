import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { RequireAuth, RequireProject, RequireRole, RequireSession } from './guards';
import { makeAuth, makeUser, makeWorkspace, renderRoutes } from '../test/fixtures';
import type { AuthContextValue } from '../features/auth';
import type { WorkspaceContextValue } from '../features/workspace/WorkspaceProvider';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string, auth: AuthContextValue, workspace: WorkspaceContextValue = makeWorkspace()) {
  return renderRoutes(
    [
      { path: '/login', element: <Where /> },
      { path: '/projects-page', element: <Where /> },
      {
        element: <RequireAuth />,
        children: [
          { element: <RequireProject />, children: [{ path: '/dashboard', element: <Where /> }] },
          { element: <RequireSession />, children: [{ path: '/projects', element: <Where /> }] },
          { element: <RequireRole roles={['TENANT_ADMIN']} />, children: [{ path: '/admin', element: <Where /> }] },
        ],
      },
    ],
    path,
    { auth, workspace },
  );
}

const project = { id: 'p1', name: 'Portal', tenantId: 't1' };

describe('guards', () => {
  it('shows "Verificando autenticação..." while auth loads', () => {
    renderAt('/dashboard', makeAuth({ status: 'loading', isLoading: true, user: null }));
    expect(screen.getByText('Verificando autenticação...')).toBeInTheDocument();
  });

  it('sends unauthenticated users to /login', async () => {
    renderAt('/dashboard', makeAuth({ status: 'unauthenticated', authMode: 'anonymous', user: null }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
  });

  it('project-scoped page without a project → /projects with "Selecione um projeto para continuar"', async () => {
    const router = renderAt('/dashboard', makeAuth(), makeWorkspace({ selectedProject: null }));
    expect(await screen.findByText('Selecione um projeto para continuar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('shows "Verificando permissões..." while the session\'s roles and projects are not known yet', () => {
    renderAt('/admin', makeAuth({ user: null, roles: [] }));
    expect(screen.getByText('Verificando permissões...')).toBeInTheDocument();
    renderAt('/dashboard', makeAuth({ user: null, roles: [] }), makeWorkspace({ selectedProject: project }));
    expect(screen.getAllByText('Verificando permissões...')).toHaveLength(2);
  });

  it('shows "Carregando projeto..." while the workspace loads', () => {
    renderAt('/dashboard', makeAuth(), makeWorkspace({ isLoading: true }));
    expect(screen.getByText('Carregando projeto...')).toBeInTheDocument();
  });

  it('project guard: others need the project in projectIds or projectRoles', async () => {
    const router = renderAt('/dashboard', makeAuth({ user: makeUser({ projectIds: ['other'] }) }), makeWorkspace({ selectedProject: project }));
    expect(await screen.findByText('Acesso negado. Você não tem permissão para este projeto.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('project guard: projectRoles, projectIds and TENANT_ADMIN pass', async () => {
    renderAt('/dashboard', makeAuth({ user: makeUser({ projectRoles: [{ projectId: 'p1', role: 'VIEWER' }] }) }), makeWorkspace({ selectedProject: project }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
  });

  it('project guard: TENANT_ADMIN reaches every project', async () => {
    renderAt('/dashboard', makeAuth({ roles: ['TENANT_ADMIN'], user: makeUser({ role: 'TENANT_ADMIN', roles: ['TENANT_ADMIN'] }) }), makeWorkspace({ selectedProject: project }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
  });

  it('session-only page in token mode → /login with the token message', async () => {
    const router = renderAt('/projects', makeAuth({ authMode: 'token', user: null, roles: [] }));
    expect(await screen.findByText('Esta página requer login com email. Tokens não são aceitos.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('role guard → /dashboard with "Acesso negado. Função necessária: TENANT_ADMIN"', async () => {
    const router = renderAt('/admin', makeAuth({ user: makeUser({ projectIds: ['p1'] }) }), makeWorkspace({ selectedProject: project }));
    expect(await screen.findByText('Acesso negado. Função necessária: TENANT_ADMIN')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('role guard lets TENANT_ADMIN in', async () => {
    renderAt('/admin', makeAuth({ roles: ['TENANT_ADMIN'] }));
    expect((await screen.findByTestId('where')).textContent).toBe('/admin');
  });
});
