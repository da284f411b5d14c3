export { WorkspaceProvider, WorkspaceContextProvider, useWorkspace, USAGE_POLL_MS } from './WorkspaceProvider';
export type { Usage, WorkspaceContextValue, WorkspaceProviderProps } from './WorkspaceProvider';
export { TenantSelector } from './TenantSelector';
export { ProjectSelector } from './ProjectSelector';
export type { ProjectRef, TenantRef, TenantOption, ProjectOption, TokenProject } from './state/selection';
