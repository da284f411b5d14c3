/** Tables of who may do what: tenants, people, memberships, projects, sign-in and API tokens. */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { components } from '../generated/api.js';
import type { Timestamp, GeneratedTimestamp, JsonWithDefault, TextArray } from './columns.js';

export type RoleName = components['schemas']['Role'];

export type BacenRegime = NonNullable<components['schemas']['Tenant']['bacenRegime']>;

export type TokenKindName = components['schemas']['TokenKind'];

export type MfaPolicy = components['schemas']['MfaPolicy'];

export interface TenantsTable {
  id: Generated<string>;
  name: string;
  is_active: Generated<boolean>;
  bacen_regime: ColumnType<BacenRegime, BacenRegime | undefined, BacenRegime>;
  quota_units: Generated<number>;
  mfa_policy: ColumnType<MfaPolicy, MfaPolicy | undefined, MfaPolicy>;
  /** Longest a risk may be accepted for, in days (default 90). */
  risk_acceptance_max_days: Generated<number>;
  /** Days a finding of each severity may stay open (its SLA; defaults 7, 30, 90, 180). */
  sla_critical_days: Generated<number>;
  sla_high_days: Generated<number>;
  sla_medium_days: Generated<number>;
  sla_low_days: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string | null;
  is_active: Generated<boolean>;
  last_login_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TenantMembersTable {
  tenant_id: string;
  user_id: string;
  roles: ColumnType<RoleName[], RoleName[], RoleName[]>;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ProjectMembersTable {
  tenant_id: string;
  project_id: string;
  user_id: string;
  role: RoleName;
  created_at: GeneratedTimestamp;
}

export interface ProjectsTable {
  id: Generated<string>;
  tenant_id: string;
  name: string;
  description: string;
  environments: TextArray;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface MagicLinksTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  purpose: 'login' | 'signup';
  redirect_to: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  ip: string | null;
  created_at: GeneratedTimestamp;
}

export interface InviteProjectRole {
  projectId: string;
  role: RoleName;
}

export interface InvitesTable {
  id: Generated<string>;
  tenant_id: string;
  email: string;
  name: string | null;
  roles: ColumnType<RoleName[], RoleName[], RoleName[]>;
  project_roles: JsonWithDefault<InviteProjectRole[]>;
  token_hash: string;
  invited_by: string | null;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  created_at: GeneratedTimestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  last_seen_at: GeneratedTimestamp;
  ip: string | null;
  user_agent: string | null;
  revoked_at: Timestamp | null;
  /** Half-open: signed in by link, the second factor not yet checked. */
  mfa_pending: Generated<boolean>;
  mfa_verified_at: Timestamp | null;
}

export interface UserSecondFactorsTable {
  user_id: string;
  secret_sealed: string;
  confirmed_at: Timestamp | null;
  last_used_step: number | null;
  created_at: GeneratedTimestamp;
}

export interface TenantOidcSettingsTable {
  tenant_id: string;
  issuer: string;
  client_id: string;
  client_secret_sealed: string | null;
  allowed_domains: ColumnType<string[], string[], string[]>;
  default_role: RoleName;
  jit_enabled: boolean;
  enabled: boolean;
  updated_by: string | null;
  updated_at: GeneratedTimestamp;
}

export interface OidcFlowsTable {
  state_hash: string;
  tenant_id: string;
  secrets_sealed: string;
  browser_hash: string;
  expires_at: Timestamp;
  created_at: GeneratedTimestamp;
}

export interface UserRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface ApiTokensTable {
  id: Generated<string>;
  tenant_id: string;
  project_id: string;
  kind: TokenKindName;
  name: string;
  prefix: string;
  secret_hash: string;
  is_active: Generated<boolean>;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  rotated_at: Timestamp | null;
  /** The secret replaced by the last rotation, still accepted until previous_secret_expires_at (grace period). */
  previous_secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export type TenantRow = Selectable<TenantsTable>;

export type UserRow = Selectable<UsersTable>;

export type ProjectRow = Selectable<ProjectsTable>;

export type ApiTokenRow = Selectable<ApiTokensTable>;

export type InviteRow = Selectable<InvitesTable>;
