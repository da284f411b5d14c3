import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { AuthContextProvider, type AuthContextValue } from '../features/auth';
import { WorkspaceContextProvider, type WorkspaceContextValue } from '../features/workspace/WorkspaceProvider';
import { ToastProvider } from '../components/toast';
import { ConfirmProvider } from '../components/confirm';

type Viewer = NonNullable<AuthContextValue['user']>;

export function makeUser(overrides: Partial<Viewer> = {}): Viewer {
  return {
    id: 'u1',
    name: 'Ana Souza',
    email: 'ana@banco.com.br',
    role: 'ANALYST',
    roles: ['ANALYST'],
    tenantId: 't1',
    projectIds: [],
    projectRoles: [],
    isActive: true,
    ...overrides,
  };
}

export function makeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'authenticated',
    authMode: 'session',
    token: null,
    mfaUser: null,
    message: null,
    error: null,
    isLoading: false,
    user: makeUser(),
    memberships: [],
    roles: ['ANALYST'],
    loginWithToken: vi.fn(),
    completeMagicLink: vi.fn(),
    completeSso: vi.fn(),
    completeInvite: vi.fn(),
    completeSessionLogin: vi.fn(),
    refreshSession: vi.fn(),
    logout: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

export function makeWorkspace(overrides: Partial<WorkspaceContextValue> = {}): WorkspaceContextValue {
  return {
    selectedTenant: { id: 't1', name: 'Banco Alfa' },
    selectedProject: null,
    tenants: [{ id: 't1', name: 'Banco Alfa', isActive: true }],
    projects: [],
    usage: null,
    isLoading: false,
    error: null,
    selectTenant: vi.fn(),
    selectProject: vi.fn(),
    refreshUsage: vi.fn(),
    ...overrides,
  };
}

/** An Apollo client whose operations never answer: components render their empty states. */
export function makeSilentClient(): ApolloClient {
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
}

export function Providers({ auth, workspace, client, children }: { auth: AuthContextValue; workspace: WorkspaceContextValue; client?: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client ?? makeSilentClient()}>
    <ToastProvider>
      <ConfirmProvider>
        <AuthContextProvider value={auth}>
          <WorkspaceContextProvider value={workspace}>{children}</WorkspaceContextProvider>
        </AuthContextProvider>
      </ConfirmProvider>
    </ToastProvider>
    </ApolloProvider>
  );
}

/** Renders `routes` in a memory router at `url`, inside the providers with the given auth and workspace. */
export function renderRoutes(routes: RouteObject[], url: string, { auth, workspace }: { auth: AuthContextValue; workspace: WorkspaceContextValue }) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <Providers auth={auth} workspace={workspace}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

export { setScreen } from './screen';
