import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from './AppLayout';
import { makeAuth, makeUser, makeWorkspace, renderRoutes, setScreen } from '../../test/fixtures';
import type { AuthContextValue } from '../../features/auth';
import type { Usage, WorkspaceContextValue } from '../../features/workspace/WorkspaceProvider';
import { makeFragmentData } from '../../gql';
import { QuotaIndicatorUsageFragment } from '../../features/quota';

function renderLayout(auth: AuthContextValue, workspace: WorkspaceContextValue, path = '/dashboard') {
  const page = (name: string) => <h1>{name}</h1>;
  return renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/dashboard', element: page('Página dashboard') },
          { path: '/artifacts', element: page('Página artefatos') },
          { path: '/projects', element: page('Página projetos') },
          { path: '/admin', element: page('Página admin') },
        ],
      },
    ],
    path,
    { auth, workspace },
  );
}

/** A workspace with two active tenants, Banco Alfa selected. */
const withTwoTenants = () =>
  makeWorkspace({
    tenants: [
      { id: 't1', name: 'Banco Alfa', isActive: true },
      { id: 't2', name: 'Banco Beta', isActive: true },
    ],
  });
const withProject = makeWorkspace({ selectedProject: { id: 'p1', name: 'Portal PIX', tenantId: 't1' } });

afterEach(() => {
  setScreen(true);
  vi.unstubAllGlobals();
});

describe('AppLayout', () => {
  it("the quota toast's action takes an admin to the usage section of /admin", async () => {
    const user = userEvent.setup();
    const quota = makeFragmentData({ __typename: 'UsageSummary', used: 850, limit: 1000, percent: 85, warnings: [] }, QuotaIndicatorUsageFragment);
    const usage = { __typename: 'UsageSummary', tenantId: 't1', month: '2026-11', percent: 85, ...quota } as Usage;
    const admin = makeAuth({ roles: ['TENANT_ADMIN'], user: makeUser({ role: 'TENANT_ADMIN', roles: ['TENANT_ADMIN'] }) });
    const router = renderLayout(admin, makeWorkspace({ ...withProject, usage }));
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.hash).toBe('#uso');
    expect(await screen.findByRole('heading', { name: 'Página admin' })).toBeInTheDocument();
  });

  it('below 1024 px the drawer closes after a link is chosen', async () => {
    setScreen(false);
    const user = userEvent.setup();
    const router = renderLayout(makeAuth(), withProject);
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    await user.click(within(nav).getByRole('link', { name: 'Artefatos' }));
    expect(router.state.location.pathname).toBe('/artifacts');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Página artefatos' })).toBeInTheDocument();
  });

  it('touch screens get pull-to-refresh; screens without touch never load it', async () => {
    vi.stubGlobal('navigator', { ...navigator, maxTouchPoints: 5 });
    renderLayout(makeAuth(), withProject);
    expect(await screen.findByTestId('pull-to-refresh')).toHaveAttribute('role', 'status');
    cleanup();
    vi.stubGlobal('navigator', { ...navigator, maxTouchPoints: 0 });
    renderLayout(makeAuth(), withProject);
    expect(await screen.findByRole('heading', { name: 'Página dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('pull-to-refresh')).not.toBeInTheDocument();
  });

  it('on large screens the sidebar is fixed, with no menu button', () => {
    setScreen(true);
    renderLayout(makeAuth(), withProject);
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(screen.getByText('Versão 1.0.0')).toBeInTheDocument();
  });

  it('sidebar items follow mode, project and role', () => {
    setScreen(true);
    renderLayout(makeAuth(), makeWorkspace());
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Projetos']);
  });

  it('admins see the admin group; token mode hides Projetos', () => {
    setScreen(true);
    renderLayout(makeAuth({ roles: ['TENANT_ADMIN'], user: makeUser({ role: 'TENANT_ADMIN', roles: ['TENANT_ADMIN'] }) }), withProject);
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Projetos',
      'Artefatos',
      'Compliance',
      'Admin',
      'Usuários',
      'Projetos',
      'Tenants',
      'Webhooks',
    ]);
    expect(within(nav).getByRole('link', { name: 'Projetos da administração' })).toHaveAttribute('href', '/admin/projects');
  });

  it('token mode: no Projetos item, no tenant selector', () => {
    setScreen(true);
    renderLayout(makeAuth({ authMode: 'token', user: null, roles: [] }), withProject);
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Artefatos', 'Compliance']);
    expect(screen.queryByText('Tenant')).not.toBeInTheDocument();
  });

  it('the tenant selector is for TENANT_ADMIN; other users see their tenant\'s name', () => {
    setScreen(true);
    renderLayout(makeAuth(), withTwoTenants());
    const tenant = screen.getByText('Tenant').closest('.selector');
    expect(tenant).toHaveClass('selector--static');
    expect(tenant).toHaveTextContent('Banco Alfa');
    expect(tenant?.querySelector('.p-dropdown')).toBeNull();
  });

  it('TENANT_ADMIN with several tenants gets the dropdown', () => {
    setScreen(true);
    renderLayout(makeAuth({ roles: ['TENANT_ADMIN'], user: makeUser({ role: 'TENANT_ADMIN', roles: ['TENANT_ADMIN'] }) }), withTwoTenants());
    const tenant = screen.getByText('Tenant').closest('.selector');
    expect(tenant).not.toHaveClass('selector--static');
    expect(tenant?.querySelector('.p-dropdown')).not.toBeNull();
  });

  it('breadcrumbs put the project name in the middle for artifacts', () => {
    setScreen(true);
    renderLayout(makeAuth(), withProject, '/artifacts');
    const crumbs = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Início', 'Portal PIX', 'Artefatos']);
  });

  it('user menu shows name and e-mail and logs out with Sair', async () => {
    setScreen(true);
    const user = userEvent.setup();
    const auth = makeAuth();
    renderLayout(auth, withProject);
    await user.click(screen.getByRole('button', { name: /Menu do usuário/ }));
    expect(await screen.findByText('ana@banco.com.br')).toBeInTheDocument();
    // jsdom keeps the popup's enter transition styles, so it counts as hidden there.
    await user.click(await screen.findByRole('menuitem', { name: 'Sair', hidden: true }));
    expect(auth.logout).toHaveBeenCalled();
  });

  it('skip links point to the content and the navigation', () => {
    setScreen(true);
    renderLayout(makeAuth(), withProject);
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('link', { name: 'Pular para a navegação' })).toHaveAttribute('href', '#navegacao');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
  });
});
