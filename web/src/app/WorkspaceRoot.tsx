import { useMemo, type ReactNode } from 'react';
import { useAuth } from '../features/auth';
import { WorkspaceProvider } from '../features/workspace/WorkspaceProvider';
import type { TenantOption, TokenProject } from '../features/workspace/state/selection';

/** Feeds the workspace with what auth knows (mode, token project, project roles, memberships). */
export function WorkspaceRoot({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const token = auth.token;
  const tokenProject = useMemo<TokenProject | null>(
    () => (token ? { id: token.projectId, name: token.projectName, tenantId: token.tenantId } : null),
    [token],
  );
  const memberships = auth.memberships;
  const fallbackTenants = useMemo<TenantOption[]>(
    () => memberships.map((m) => ({ id: m.tenantId, name: m.tenantName, isActive: true })),
    [memberships],
  );
  const hasProjectRoles = (auth.user?.projectRoles ?? []).length > 0;
  return (
    <WorkspaceProvider
      enabled={auth.status === 'authenticated'}
      mode={auth.authMode}
      tokenProject={tokenProject}
      hasProjectRoles={hasProjectRoles}
      fallbackTenants={fallbackTenants}
    >
      {children}
    </WorkspaceProvider>
  );
}
