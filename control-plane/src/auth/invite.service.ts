import { recordAudit } from '../audit/audit.repository.js';
import { withAudit } from '../audit/with-audit.js';
import type { Config } from '../config.js';
import type { InviteRow } from '../db/identity-tables.js';
import type { Schemas } from '../lib/api-types.js';
import { randomToken } from '../lib/crypto.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import type { Mailer } from '../mail/mailer.js';
import { inviteMail } from '../mail/templates.js';
import { authorizedTenant, authorize, type Actor } from '../policy/index.js';
import { projectIdsInTenant } from '../projects/projects.repository.js';
import type { RateLimiter } from '../ratelimit/rate-limiter.js';
import { findTenant } from '../tenants/tenants.repository.js';
import { toUserDto } from '../users/user-dto.js';
import {
  findTenantMember,
  findUserByEmail,
  insertUser,
  replaceProjectRoles,
  touchLastLogin,
  updateUser,
  upsertMembership,
} from '../users/users.repository.js';
import { checkProjectRoles } from '../users/users.service.js';
import type { Credentials, NewSession } from './credentials.js';
import { openGatedSession } from './second-factor-gate.js';
import {
  consumeInvite,
  findInvite,
  insertInvite,
  listOpenInvites,
  renewInvite,
  revokeInvite,
  setInviteAcceptedBy,
  type InviteWithInviter,
} from './links.repository.js';

const inviteNotFound = (): AppError => new AppError(404, 'NOT_FOUND', 'Convite não encontrado');

export function inviteStatus(row: InviteRow, now = new Date()): Schemas['InviteStatus'] {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'pending';
}

function toInviteDto(row: InviteWithInviter): Schemas['Invite'] {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    projectRoles: row.project_roles,
    expiresAt: row.expires_at.toISOString(),
    status: inviteStatus(row),
    invitedByName: row.inviter_name,
    createdAt: row.created_at.toISOString(),
  };
}

const invalidInvite = (): AppError => new AppError(400, 'INVALID_INVITE', 'Convite inválido ou expirado');

export class InviteService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      config: Pick<Config, 'rateLimits' | 'inviteTtlHours'>;
      credentials: Credentials;
      mailer: Mailer;
      limiter: RateLimiter;
    },
  ) {}

  async invite(
    actor: Actor,
    tenantHeader: string | undefined,
    body: Schemas['InviteRequest'],
    request: RequestMeta,
  ): Promise<Schemas['Invite']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'invite.create');
    const email = body.email.trim().toLowerCase();
    const roles = [...new Set(body.roles)];
    const projectRoles = await checkProjectRoles(this.db, tenantId, body.projectRoles ?? []);
    const existing = await findUserByEmail(this.db, email);
    if (existing) {
      const member = await findTenantMember(this.db, tenantId, existing.id);
      if (member?.memberActive) throw invalid('email', 'já pertence a um membro ativo do tenant');
    }
    const tenant = await findTenant(this.db, tenantId);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'Tenant não encontrado');

    const token = randomToken(32);
    const expiresInHours = body.expiresInHours ?? this.deps.config.inviteTtlHours;
    const invite = await withAudit(this.db, actor, request, async (trx) => {
      const row = await insertInvite(trx, {
        tenantId,
        email,
        name: body.name?.trim() || null,
        roles,
        projectRoles,
        tokenHash: this.deps.credentials.hash('invite', token),
        invitedBy: actor.type === 'user' ? actor.userId : null,
        expiresInHours,
      });
      return {
        result: row,
        audit: {
          tenantId,
          action: 'invite.create',
          targetType: 'invite',
          targetId: row.id,
          targetLabel: email,
          after: { email, roles, projectRoles, expiresAt: row.expires_at.toISOString() },
        },
      };
    });
    const link = this.deps.credentials.inviteLink(token);
    this.deps.mailer.sendInBackground({
      to: email,
      link,
      ...inviteMail({
        link,
        tenantName: tenant.name,
        inviterName: actor.type === 'user' ? actor.name : null,
        expiresAt: invite.expires_at,
      }),
    });
    return toInviteDto({ ...invite, inviter_name: actor.type === 'user' ? (actor.name ?? actor.email) : null });
  }

  async list(actor: Actor, tenantId: string): Promise<Schemas['Invite'][]> {
    authorize(actor, 'invite.create', { tenantId });
    return (await listOpenInvites(this.db, tenantId)).map(toInviteDto);
  }

  /** A new link (the previous one stops working) valid for expiresInHours (72 h by default), e-mailed again. */
  async resend(
    actor: Actor,
    tenantId: string,
    inviteId: string,
    body: Schemas['ResendInviteRequest'] | undefined,
    request: RequestMeta,
  ): Promise<Schemas['Invite']> {
    authorize(actor, 'invite.create', { tenantId });
    const tenant = await findTenant(this.db, tenantId);
    if (!tenant) throw inviteNotFound();
    const token = randomToken(32);
    const expiresInHours = body?.expiresInHours ?? this.deps.config.inviteTtlHours;
    const invite = await withAudit(this.db, actor, request, async (trx) => {
      const before = await findInvite(trx, tenantId, inviteId);
      if (!before) throw inviteNotFound();
      if (!(await renewInvite(trx, tenantId, inviteId, this.deps.credentials.hash('invite', token), expiresInHours))) {
        throw invalid('inviteId', `refere-se a um convite ${before.accepted_at ? 'já aceito' : 'revogado'}`);
      }
      const after = await findInvite(trx, tenantId, inviteId);
      if (!after) throw inviteNotFound();
      return {
        result: after,
        audit: {
          tenantId,
          action: 'invite.resend',
          targetType: 'invite',
          targetId: inviteId,
          targetLabel: after.email,
          before: { expiresAt: before.expires_at.toISOString() },
          after: { expiresAt: after.expires_at.toISOString() },
        },
      };
    });
    const link = this.deps.credentials.inviteLink(token);
    this.deps.mailer.sendInBackground({
      to: invite.email,
      link,
      ...inviteMail({ link, tenantName: tenant.name, inviterName: actor.type === 'user' ? actor.name : null, expiresAt: invite.expires_at }),
    });
    return toInviteDto(invite);
  }

  async revoke(actor: Actor, tenantId: string, inviteId: string, request: RequestMeta): Promise<Schemas['Invite']> {
    authorize(actor, 'invite.create', { tenantId });
    return withAudit(this.db, actor, request, async (trx) => {
      const before = await findInvite(trx, tenantId, inviteId);
      if (!before) throw inviteNotFound();
      if (!(await revokeInvite(trx, tenantId, inviteId))) {
        throw invalid('inviteId', `refere-se a um convite ${before.accepted_at ? 'já aceito' : 'já revogado'}`);
      }
      const after = await findInvite(trx, tenantId, inviteId);
      if (!after) throw inviteNotFound();
      return {
        result: toInviteDto(after),
        audit: {
          tenantId,
          action: 'invite.revoke',
          targetType: 'invite',
          targetId: inviteId,
          targetLabel: after.email,
          before: { status: inviteStatus(before) },
          after: { status: 'revoked' },
        },
      };
    });
  }

  /** Consumes the invite, creates or reactivates the account and membership, and opens a session. */
  async accept(
    body: Schemas['AcceptInviteRequest'],
    request: RequestMeta,
    replacing?: string,
  ): Promise<{ result: Schemas['AcceptInviteResponse']; session: NewSession }> {
    await this.deps.limiter.hit('invite-accept-ip', request.ip ?? 'unknown', this.deps.config.rateLimits.inviteAcceptPerIp);
    const tokenHash = this.deps.credentials.hash('invite', body.token);
    return this.db.transaction().execute(async (trx) => {
      const invite = await consumeInvite(trx, tokenHash);
      if (!invite) throw invalidInvite();
      const tenant = await findTenant(trx, invite.tenant_id);
      if (!tenant?.is_active) throw invalidInvite();
      const name = body.name?.trim() || invite.name;
      let user = await findUserByEmail(trx, invite.email);
      if (!user) {
        user = await insertUser(trx, { email: invite.email, name });
      } else if (!user.is_active || (!user.name && name)) {
        await updateUser(trx, user.id, { isActive: true, ...(!user.name && name ? { name } : {}) });
      }
      await upsertMembership(trx, tenant.id, user.id, invite.roles);
      // Projects removed since the invite was sent are skipped.
      const stillThere = new Set(await projectIdsInTenant(trx, tenant.id, invite.project_roles.map((grant) => grant.projectId)));
      await replaceProjectRoles(trx, tenant.id, user.id, invite.project_roles.filter((grant) => stillThere.has(grant.projectId)));
      await setInviteAcceptedBy(trx, tenant.id, invite.id, user.id);
      // The invitation proves the e-mail as a magic link does: a second factor the user has, or the tenant asks for, is still due.
      const { session, requiresMFA, mfaEnrolled, message } = await openGatedSession(trx, this.deps.credentials, user, request, replacing);
      await touchLastLogin(trx, user.id);
      await recordAudit(trx, { type: 'user', userId: user.id }, request, {
        tenantId: tenant.id,
        action: 'invite.accept',
        targetType: 'invite',
        targetId: invite.id,
      });
      const member = await findTenantMember(trx, tenant.id, user.id);
      if (!member) throw invalidInvite();
      return { result: { success: true, user: toUserDto(member.user, member), ...(requiresMFA ? { requiresMFA, mfaEnrolled, message } : {}) }, session };
    });
  }
}
