import type { Logger } from 'pino';
import { withAudit } from '../audit/with-audit.js';
import type { Severity } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import type { Mailer } from '../mail/mailer.js';
import { authorizedTenant, type Actor } from '../policy/index.js';
import { eventFor, type OutboundEvent, type OutboundEventName } from '../webhooks/webhook-events.js';
import { digestMail, eventMail } from './notification-mail.js';
import {
  addDigestItem,
  claimDigestItems,
  findPreferences,
  pendingDigests,
  recipientAddress,
  recipientsOf,
  savePreferences,
} from './notifications.repository.js';

const DEFAULTS: Schemas['NotificationPreferences'] = { events: [], minSeverity: 'high', delivery: 'immediate' };

/**
 * E-mail notifications (issue 32): each member chooses, per tenant, the events they want and whether
 * they come at once or in one daily digest. Sending never fails the event's source (a scan, a triage).
 */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { mailer: Mailer; publicUrl: string; logger: Logger },
  ) {}

  private userOf(actor: Actor): string {
    if (actor.type !== 'user') throw new AppError(403, 'FORBIDDEN', 'Acesso negado');
    return actor.userId;
  }

  async preferences(actor: Actor, tenantHeader: string | undefined): Promise<Schemas['NotificationPreferences']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'notifications.own');
    const saved = await findPreferences(this.db, tenantId, this.userOf(actor));
    if (!saved) return DEFAULTS;
    return { events: saved.events as Schemas['OutboundEvent'][], minSeverity: saved.minSeverity as Schemas['MinimumSeverity'], delivery: saved.delivery };
  }

  async save(actor: Actor, tenantHeader: string | undefined, body: Schemas['NotificationPreferences'], request: RequestMeta): Promise<Schemas['NotificationPreferences']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'notifications.own');
    const userId = this.userOf(actor);
    const prefs = { events: [...new Set(body.events)], minSeverity: body.minSeverity as Severity, delivery: body.delivery };
    await withAudit(this.db, actor, request, async (trx) => {
      const before = await findPreferences(trx, tenantId, userId);
      await savePreferences(trx, tenantId, userId, prefs);
      return {
        result: undefined,
        audit: { tenantId, action: 'notifications.update', targetType: 'user', targetId: userId, targetLabel: actor.type === 'user' ? actor.email : userId, before: { ...(before ?? DEFAULTS) }, after: { ...prefs } },
      };
    });
    return { ...body, events: prefs.events };
  }

  /** Mails the event to members who want it at once; queues it for those who take the digest. */
  async notify(event: OutboundEvent): Promise<void> {
    const recipients = await recipientsOf(this.db, event.tenantId, event.event);
    for (const recipient of recipients) {
      const seen = eventFor(event, recipient.minSeverity);
      if (!seen) continue;
      if (recipient.delivery === 'digest') {
        await addDigestItem(this.db, { tenantId: event.tenantId, userId: recipient.userId, event: event.event, summary: seen.summary });
        continue;
      }
      const address = await recipientAddress(this.db, event.tenantId, recipient.userId);
      if (!address) continue;
      const mail = eventMail({ event: event.event, summary: seen.summary, tenantName: address.tenantName, link: this.deps.publicUrl });
      this.deps.mailer.sendInBackground({ ...mail, to: address.email, link: this.deps.publicUrl });
    }
  }

  /** The daily digest: one e-mail per member with items waiting; answers how many were sent. */
  async sendDigests(): Promise<number> {
    let sent = 0;
    for (const { tenantId, userId } of await pendingDigests(this.db)) {
      const address = await recipientAddress(this.db, tenantId, userId);
      const items = await claimDigestItems(this.db, tenantId, userId);
      if (!address || items.length === 0) continue;
      const mail = digestMail({
        items: items.map((item) => ({ event: item.event as OutboundEventName, summary: item.summary, at: item.createdAt })),
        tenantName: address.tenantName,
        link: this.deps.publicUrl,
      });
      this.deps.mailer.sendInBackground({ ...mail, to: address.email, link: this.deps.publicUrl });
      sent += 1;
    }
    if (sent > 0) this.deps.logger.info({ sent }, 'notification digests sent');
    return sent;
  }
}
