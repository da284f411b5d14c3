import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useFreshOptions } from '../../lib/apollo';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { i18n } from '../../lib/i18n';
import type { AuthMode } from '../../lib/credentials';
import { clientErrors } from '../../lib/client-errors';
import { useToast } from '../../components/toast';
import { projectErrorMessage, usageErrorMessage } from '../../lib/error-messages';
import { WorkspaceTenantsQuery } from './api/tenants';
import { WorkspaceProjectsQuery } from './api/projects';
import { WorkspaceUsageQuery } from './api/usage';
import {
  isRefusedChoice,
  loadPersistedChoice,
  persistSelection,
  resolveTenant,
  resolveWorkspace,
  type ProjectOption,
  type ProjectRef,
  type TenantOption,
  type TenantRef,
  type TokenProject,
  type WorkspaceChoice,
} from './state/selection';

export type Usage = NonNullable<ResultOf<typeof WorkspaceUsageQuery>['usageSummary']>;

/** Quota refresh (spec §9: 30 s). */
export const USAGE_POLL_MS = 30_000;

export interface WorkspaceContextValue {
  selectedTenant: TenantRef | null;
  selectedProject: ProjectRef | null;
  tenants: TenantOption[];
  projects: ProjectOption[];
  usage: Usage | null;
  isLoading: boolean;
  error: string | null;
  selectTenant: (tenantId: string) => void;
  selectProject: (project: ProjectRef | null) => void;
  refreshUsage: () => void;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

export interface WorkspaceProviderProps {
  children: ReactNode;
  /** Authenticated (session or token). */
  enabled: boolean;
  mode: AuthMode;
  tokenProject: TokenProject | null;
  /** The user has project roles: the first active project is picked at init. */
  hasProjectRoles: boolean;
  /** Tenants of whoami, used when listing tenants fails. */
  fallbackTenants: TenantOption[];
}

/**
 * Workspace of spec §4: selected tenant and project (persisted under `workspace`), their lists
 * and the usage. Lists and usage are read from the Apollo cache; only the choices are state.
 */
export function WorkspaceProvider({ children, enabled, mode, tokenProject, hasProjectRoles, fallbackTenants }: WorkspaceProviderProps) {
  const toast = useToast();
  const [choice, setChoice] = useState<WorkspaceChoice>(loadPersistedChoice);
  const session = enabled && mode === 'session';

  // Tenants come from the admin endpoints (spec §9: admin data is fresh for 30 s).
  const tenantsFresh = useFreshOptions(WorkspaceTenantsQuery, undefined, 'admin');
  const tenantsResult = useQuery(WorkspaceTenantsQuery, { skip: !session, ...tenantsFresh });
  const listedTenants = useMemo<TenantOption[]>(
    () =>
      (tenantsResult.data?.listTenants?.tenants ?? []).map((t) => ({ id: t.id, name: t.name, isActive: t.isActive })),
    [tenantsResult.data],
  );
  const tenants = tenantsResult.error && listedTenants.length === 0 ? fallbackTenants : listedTenants;

  const tenantForProjects = useMemo(() => (session ? resolveTenant(choice.tenant, tenants) : null), [session, choice.tenant, tenants]);
  const projectsVars = { tenantId: tenantForProjects?.id ?? null };
  const projectsFresh = useFreshOptions(WorkspaceProjectsQuery, projectsVars, 'data');
  const projectsResult = useQuery(WorkspaceProjectsQuery, {
    variables: projectsVars,
    ...projectsFresh,
    skip: !session || !tenantForProjects,
  });
  const projects = useMemo<ProjectOption[]>(
    () =>
      (projectsResult.data?.listProjects?.projects ?? []).map((p) => ({ id: p.id, name: p.name, tenantId: p.tenantId, isActive: p.isActive })),
    [projectsResult.data],
  );
  const projectsComplete = Boolean(projectsResult.data?.listProjects) && (projectsResult.data?.listProjects?.total ?? 0) <= projects.length;

  const { tenant: selectedTenant, project: selectedProject } = useMemo(
    () =>
      enabled
        ? resolveWorkspace({ mode, tokenProject, choice, tenants, projects, projectsComplete, hasProjectRoles })
        : { tenant: null, project: null },
    [enabled, mode, tokenProject, choice, tenants, projects, projectsComplete, hasProjectRoles],
  );

  const tenantsLoading = session && tenantsResult.loading && !tenantsResult.data && !tenantsResult.error;
  const projectsLoading = session && Boolean(tenantForProjects) && projectsResult.loading && !projectsResult.data && !projectsResult.error;
  const isLoading = enabled && (tenantsLoading || projectsLoading);

  const usageVars = mode === 'session' ? { tenantId: selectedTenant?.id ?? null, projectId: selectedProject?.id ?? null } : {};
  const usageFresh = useFreshOptions(WorkspaceUsageQuery, usageVars, 'data');
  const usageResult = useQuery(WorkspaceUsageQuery, {
    variables: usageVars,
    ...usageFresh,
    skip: !enabled || isLoading || (session && !selectedTenant),
    pollInterval: USAGE_POLL_MS,
  });

  // Usage-load failures are only logged (spec §4).
  useEffect(() => {
    if (usageResult.error) clientErrors.warn(usageErrorMessage(usageResult.error));
  }, [usageResult.error]);
  // A failed tenant list is logged (spec §8 'Failed to load tenants') and told to the user
  // ('Erro ao carregar tenants'); whoami's tenants stand in for it.
  useEffect(() => {
    if (!tenantsResult.error) return;
    clientErrors.warn(i18n.t('errors:workspace.tenants'));
    toast.show({ severity: 'error', detail: i18n.t('errors:workspace.tenantsLoad') });
  }, [tenantsResult.error, toast]);

  // A chosen project the caller may not see (spec §5, §8): the guard's message, once; resolveWorkspace's init rules choose another.
  const refused = session && isRefusedChoice(choice.project, projects, { tenantId: tenantForProjects?.id ?? null, complete: projectsComplete });
  useEffect(() => {
    if (!refused) return;
    toast.show({ severity: 'error', detail: i18n.t('errors:access.project') });
  }, [refused, toast]);

  // Keep the persisted workspace in step with the effective selection.
  useEffect(() => {
    if (!enabled || isLoading || mode !== 'session') return;
    persistSelection(selectedTenant, selectedProject);
  }, [enabled, isLoading, mode, selectedTenant, selectedProject]);

  const selectTenant = useCallback(
    (tenantId: string) => {
      const tenant = tenants.find((t) => t.id === tenantId);
      if (!tenant) return;
      // Selecting a tenant clears the project; projects and usage reload through their variables.
      setChoice({ tenant: { id: tenant.id, name: tenant.name }, project: null });
    },
    [tenants],
  );

  const selectProject = useCallback((project: ProjectRef | null) => {
    setChoice((current) => ({ ...current, project }));
  }, []);

  const refetchUsage = usageResult.refetch;
  const refreshUsage = useCallback(() => {
    void refetchUsage().catch(() => undefined);
  }, [refetchUsage]);

  const error = projectsResult.error
    ? projectErrorMessage(projectsResult.error)
    : tenantsResult.error && tenants.length === 0
      ? i18n.t('errors:workspace.init')
      : null;

  const value = useMemo<WorkspaceContextValue>(
    () => ({
      selectedTenant,
      selectedProject,
      tenants,
      projects,
      usage: usageResult.data?.usageSummary ?? null,
      isLoading,
      error,
      selectTenant,
      selectProject,
      refreshUsage,
    }),
    [selectedTenant, selectedProject, tenants, projects, usageResult.data, isLoading, error, selectTenant, selectProject, refreshUsage],
  );

  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used inside WorkspaceProvider');
  return value;
}

/** For tests: provide a fixed workspace value. */
export const WorkspaceContextProvider = WorkspaceContext.Provider;
