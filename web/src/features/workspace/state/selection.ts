import type { AuthMode } from '../../../lib/credentials';
import { STORAGE_KEYS, readJson, writeJson } from '../../../lib/storage';

export interface TenantRef {
  id: string;
  name: string;
}

export interface ProjectRef {
  id: string;
  name: string;
  tenantId: string | null;
}

export interface TenantOption extends TenantRef {
  isActive: boolean;
}

export interface ProjectOption extends ProjectRef {
  isActive: boolean;
}

/**
 * The user's choices. `undefined` = not chosen yet (the init rules decide); `null` for the
 * project = explicitly none (selecting a tenant clears the project).
 */
export interface WorkspaceChoice {
  tenant?: TenantRef;
  project?: ProjectRef | null;
}

export interface TokenProject {
  id: string;
  name: string | null;
  tenantId: string | null;
}

interface PersistedWorkspace {
  selectedTenant?: TenantRef | null;
  selectedProject?: ProjectRef | null;
}

export function loadPersistedChoice(): WorkspaceChoice {
  const stored = readJson<PersistedWorkspace>('local', STORAGE_KEYS.workspace);
  const choice: WorkspaceChoice = {};
  if (stored?.selectedTenant?.id) choice.tenant = { id: stored.selectedTenant.id, name: stored.selectedTenant.name ?? '' };
  if (stored?.selectedProject?.id) {
    choice.project = {
      id: stored.selectedProject.id,
      name: stored.selectedProject.name ?? '',
      tenantId: stored.selectedProject.tenantId ?? null,
    };
  }
  return choice;
}

export function persistSelection(tenant: TenantRef | null, project: ProjectRef | null): void {
  writeJson('local', STORAGE_KEYS.workspace, { selectedTenant: tenant, selectedProject: project } satisfies PersistedWorkspace);
}

/** Token mode: a stub project built from the token's project id (spec §3/§4). */
export function tokenWorkspace(token: TokenProject): { tenant: TenantRef | null; project: ProjectRef } {
  return {
    tenant: token.tenantId ? { id: token.tenantId, name: '' } : null,
    project: { id: token.id, name: token.name || token.id, tenantId: token.tenantId },
  };
}

/** The given (chosen or persisted) tenant when it is still listed, else the first active, else the first. */
export function resolveTenant(choice: TenantRef | undefined, tenants: readonly TenantOption[]): TenantRef | null {
  if (choice) {
    const found = tenants.find((t) => t.id === choice.id);
    if (found) return { id: found.id, name: found.name };
  }
  const first = tenants.find((t) => t.isActive) ?? tenants[0];
  return first ? { id: first.id, name: first.name } : null;
}

/**
 * The chosen project when it belongs to the tenant; otherwise, only if the user has project
 * roles, the first active project (or the first); otherwise none (spec §4 "Workspace init").
 */
export function resolveProject(
  choice: ProjectRef | null | undefined,
  projects: readonly ProjectOption[],
  options: { hasProjectRoles: boolean; tenantId: string | null; complete: boolean },
): ProjectRef | null {
  if (choice === null) return null;
  if (choice && (choice.tenantId === null || choice.tenantId === options.tenantId)) {
    const found = projects.find((p) => p.id === choice.id);
    if (found) return { id: found.id, name: found.name, tenantId: found.tenantId };
    // Not in the first page of the selector: keep it unless the list is known to be complete.
    if (!options.complete) return choice;
  }
  if (!options.hasProjectRoles) return null;
  const first = projects.find((p) => p.isActive) ?? projects[0];
  return first ? { id: first.id, name: first.name, tenantId: first.tenantId } : null;
}

/**
 * A chosen project (persisted, or forged in storage) that the complete project list of its tenant
 * does not have: the caller may not see it. The guard's message is said (spec §5, §8) before the
 * init rules pick another.
 */
export function isRefusedChoice(
  choice: ProjectRef | null | undefined,
  projects: readonly ProjectOption[],
  options: { tenantId: string | null; complete: boolean },
): boolean {
  if (!choice || !options.complete || !options.tenantId) return false;
  if (choice.tenantId !== null && choice.tenantId !== options.tenantId) return false;
  return !projects.some((p) => p.id === choice.id);
}

export interface ResolveInput {
  mode: AuthMode;
  tokenProject: TokenProject | null;
  choice: WorkspaceChoice;
  tenants: readonly TenantOption[];
  projects: readonly ProjectOption[];
  projectsComplete: boolean;
  hasProjectRoles: boolean;
}

/** The whole init rule set in one place: token stub, or tenant then project. */
export function resolveWorkspace(input: ResolveInput): { tenant: TenantRef | null; project: ProjectRef | null } {
  if (input.mode === 'token') {
    if (!input.tokenProject) return { tenant: null, project: null };
    return tokenWorkspace(input.tokenProject);
  }
  if (input.mode !== 'session') return { tenant: null, project: null };
  const tenant = resolveTenant(input.choice.tenant, input.tenants);
  const project = tenant
    ? resolveProject(input.choice.project, input.projects, {
        hasProjectRoles: input.hasProjectRoles,
        tenantId: tenant.id,
        complete: input.projectsComplete,
      })
    : null;
  return { tenant, project };
}
