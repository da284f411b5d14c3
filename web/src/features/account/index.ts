/** Perfil and Configurações of the user menu; each panel is a lazy chunk (default export). */
export type { ProfilePanelProps } from './ProfilePanel';
export type { SessionsPanelProps } from './SessionsPanel';
