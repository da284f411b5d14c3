export { AuthProvider, AuthContextProvider, useAuth } from './AuthProvider';
export type { AuthContextValue, Role, TenantMembership, Viewer } from './AuthProvider';
export type { AuthState, AuthStatus, TokenInfo } from './state/authReducer';
export { validateTokenFormat } from './state/tokenValidation';
