import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { WorkspaceProvider, useWorkspace, type WorkspaceContextValue } from './WorkspaceProvider';
import { WorkspaceTenantsQuery } from './api/tenants';
import { WorkspaceProjectsQuery } from './api/projects';
import { WorkspaceUsageQuery } from './api/usage';
import { clientErrors } from '../../lib/client-errors';
import { ToastProvider } from '../../components/toast';

const T1 = '11111111-1111-1111-1111-111111111111';
const T2 = '22222222-2222-2222-2222-222222222222';

const latest: { value: WorkspaceContextValue | null } = { value: null };
function Probe() {
  const ws = useWorkspace();
  useEffect(() => {
    latest.value = ws;
  });
  return (
    <p data-testid="ws">
      {ws.isLoading ? 'loading' : 'ready'}|{ws.selectedTenant?.name ?? '-'}|{ws.selectedProject?.name ?? '-'}
    </p>
  );
}

const tenantsMock: MockLink.MockedResponse = {
  request: { query: WorkspaceTenantsQuery },
  result: {
    data: {
      listTenants: {
        __typename: 'TenantList',
        tenants: [
          { __typename: 'Tenant', id: T1, name: 'Banco Alfa', isActive: true },
          { __typename: 'Tenant', id: T2, name: 'Banco Beta', isActive: true },
        ],
      },
    },
  },
};

const projectsOf = (tenantId: string, projects: Array<[string, string, boolean]>): MockLink.MockedResponse => ({
  request: { query: WorkspaceProjectsQuery, variables: { tenantId } },
  result: {
    data: {
      listProjects: {
        __typename: 'ProjectPage',
        total: projects.length,
        projects: projects.map(([id, name, isActive]) => ({ __typename: 'Project', id, tenantId, name, isActive })),
      },
    },
  },
});

const usageError = (variables: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: WorkspaceUsageQuery, variables },
  result: { errors: [{ message: 'Funcionalidade desabilitada', extensions: { code: 'NOT_IMPLEMENTED', status: 501 } }] },
});

function renderWorkspace(props: Partial<Parameters<typeof WorkspaceProvider>[0]>, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
      <WorkspaceProvider enabled mode="session" tokenProject={null} hasProjectRoles={false} fallbackTenants={[]} {...props}>
        <Probe />
      </WorkspaceProvider>
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('WorkspaceProvider', () => {
  it('token mode: a stub project from the token, no tenant or project lists', async () => {
    const warn = vi.spyOn(clientErrors, 'warn');
    renderWorkspace({ mode: 'token', tokenProject: { id: 'p9', name: 'Portal PIX', tenantId: T1 } }, [usageError({})]);
    expect(screen.getByTestId('ws').textContent).toBe('ready||Portal PIX');
    // Usage failures are only logged.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Usage tracking feature is disabled.'));
    warn.mockRestore();
  });

  it('a failed tenant list says "Erro ao carregar tenants" and falls back to the tenants of whoami', async () => {
    const failing: MockLink.MockedResponse = { request: { query: WorkspaceTenantsQuery }, result: { errors: [{ message: 'boom', extensions: { status: 403 } }] } };
    renderWorkspace({ fallbackTenants: [{ id: T1, name: 'Banco Alfa', isActive: true }] }, [failing, projectsOf(T1, []), usageError({ tenantId: T1, projectId: null })]);
    expect(await screen.findByText('Erro ao carregar tenants')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('ws').textContent).toBe('ready|Banco Alfa|-'));
  });

  it('a stored project the user may not see says the project guard message, then the init rules choose (spec §5, §8)', async () => {
    window.localStorage.setItem('workspace', JSON.stringify({ selectedTenant: { id: T1, name: 'Banco Alfa' }, selectedProject: { id: 'forjado', name: 'Alheio', tenantId: T1 } }));
    renderWorkspace({ hasProjectRoles: true }, [
      tenantsMock,
      projectsOf(T1, [['p2', 'Portal', true]]),
      usageError({ tenantId: T1, projectId: 'p2' }),
    ]);
    expect(await screen.findByText('Acesso negado. Você não tem permissão para este projeto.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('ws').textContent).toBe('ready|Banco Alfa|Portal'));
    window.localStorage.removeItem('workspace');
  });

  it('session: first tenant, first active project when the user has project roles, persisted', async () => {
    renderWorkspace({ hasProjectRoles: true }, [
      tenantsMock,
      projectsOf(T1, [['p1', 'Legado', false], ['p2', 'Portal', true]]),
      usageError({ tenantId: T1, projectId: 'p2' }),
    ]);
    expect(screen.getByTestId('ws').textContent).toBe('loading|-|-');
    await waitFor(() => expect(screen.getByTestId('ws').textContent).toBe('ready|Banco Alfa|Portal'));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('workspace') ?? '{}')).toEqual({
        selectedTenant: { id: T1, name: 'Banco Alfa' },
        selectedProject: { id: 'p2', name: 'Portal', tenantId: T1 },
      }),
    );
  });

  it('session without project roles: no project is picked; selecting a tenant clears the project', async () => {
    window.localStorage.setItem('workspace', JSON.stringify({ selectedTenant: { id: T1, name: 'Banco Alfa' }, selectedProject: { id: 'p1', name: 'Legado', tenantId: T1 } }));
    renderWorkspace({}, [
      tenantsMock,
      projectsOf(T1, [['p1', 'Legado', true]]),
      projectsOf(T2, [['p5', 'Cartões', true]]),
      usageError({ tenantId: T1, projectId: 'p1' }),
      usageError({ tenantId: T2, projectId: null }),
    ]);
    await waitFor(() => expect(screen.getByTestId('ws').textContent).toBe('ready|Banco Alfa|Legado'));
    act(() => latest.value?.selectTenant(T2));
    await waitFor(() => expect(screen.getByTestId('ws').textContent).toBe('ready|Banco Beta|-'));
    expect(latest.value?.projects.map((p) => p.name)).toEqual(['Cartões']);
  });
});
