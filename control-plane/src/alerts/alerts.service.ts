import type { Logger } from 'pino';
import { withAudit } from '../audit/with-audit.js';
import type { Config } from '../config.js';
import type { Severity } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { signingKeyAge } from '../observability/health.js';
import { workersSeen } from '../observability/worker-heartbeat.js';
import { authorizedTenant, type Actor } from '../policy/index.js';
import type { FinishedScan } from '../scans/scan-runner.js';
import { quotaOf, sumUnits } from '../usage/usage.repository.js';
import { quotaThresholdEvent } from '../webhooks/product-events.js';
import type { OutboundEvent } from '../webhooks/webhook-events.js';
import { activeTenantIds, alertExists, findAlert, listAlerts, markResolved, openCounts, raiseAlert, type AlertRow } from './alerts.repository.js';

const LIST_LIMIT = 500;
const QUOTA_THRESHOLDS = [95, 80] as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function toDto(row: AlertRow): Schemas['Alert'] {
  return {
    id: row.id,
    kind: row.kind as Schemas['AlertKind'],
    subject: row.subject,
    severity: row.severity,
    title: row.title,
    message: row.message,
    source: row.source,
    meta: row.meta,
    occurrences: row.occurrences,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedReason: row.resolvedReason,
    resolvedBy: row.resolvedBy,
  };
}

/**
 * Alert rules on real events, and the admin's list and resolution. Rules never throw at their
 * caller (a scan, a sign-in, a timer): a rule that fails is logged.
 *
 * Tenancy: an alert about a tenant's own things (its scans, quota, signing key) goes to that tenant.
 * Alerts about the installation (an address failing sign-ins — sign-in has no tenant yet —, a worker
 * gone silent) go to every active tenant, each with its own copy to resolve, as blocked addresses
 * apply to the whole installation; they name the address or worker, never another tenant's data.
 */
export class AlertsService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      config: Pick<Config, 'observability'>;
      clock: () => Date;
      logger: Logger;
      /** Events out (webhooks, e-mail): quota.threshold the first time a threshold is crossed in a month. */
      publish?: (event: OutboundEvent) => Promise<void>;
    },
  ) {}

  private async safely(rule: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      this.deps.logger.warn({ err: error, rule }, 'alert rule failed');
    }
  }

  /** A scan ended: failed, or completed with critical findings; either way the quota may have moved. */
  async onScanFinished(scan: FinishedScan): Promise<void> {
    await this.safely('scan', async () => {
      const project = await this.db
        .selectFrom('projects')
        .select('name')
        .where('tenant_id', '=', scan.tenantId)
        .where('id', '=', scan.projectId)
        .executeTakeFirst();
      const projectName = project?.name ?? 'desconhecido';
      const meta = { scanId: scan.scanId, projectId: scan.projectId, projectName };
      if (scan.status === 'failed') {
        await raiseAlert(this.db, {
          tenantId: scan.tenantId,
          kind: 'scan_failed',
          subject: scan.scanId,
          severity: 'high',
          title: 'Scan falhou',
          message: `O scan ${scan.scanId.slice(0, 8)} do projeto ${projectName} falhou: ${scan.error ?? 'motivo desconhecido'}`,
          source: 'scans',
          meta: { ...meta, error: scan.error ?? null },
        });
      } else if ((scan.criticalFindings ?? 0) > 0) {
        const critical = scan.criticalFindings ?? 0;
        await raiseAlert(this.db, {
          tenantId: scan.tenantId,
          kind: 'critical_findings',
          subject: scan.scanId,
          severity: 'critical',
          title: 'Scan com achados críticos',
          message: `O scan ${scan.scanId.slice(0, 8)} do projeto ${projectName} encontrou ${plural(critical, 'achado crítico', 'achados críticos')}.`,
          source: 'scans',
          meta: { ...meta, critical },
        });
      }
    });
    await this.checkQuota(scan.tenantId);
  }

  /** The month's usage crossed 80 % or 95 % of the quota: one alert per threshold and month (the highest crossed). */
  async checkQuota(tenantId: string): Promise<void> {
    await this.safely('quota', async () => {
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const month = monthStart.toISOString().slice(0, 7);
      const [used, limit] = await Promise.all([sumUnits(this.db, { tenantId, projects: 'all' }, monthStart), quotaOf(this.db, tenantId)]);
      if (limit <= 0) return;
      const percent = Math.round((used / limit) * 100);
      const threshold = QUOTA_THRESHOLDS.find((t) => used * 100 >= t * limit);
      if (threshold === undefined) return;
      const subject = `${month}:${threshold}`;
      const told = await alertExists(this.db, tenantId, 'quota', subject);
      await raiseAlert(
        this.db,
        {
          tenantId,
          kind: 'quota',
          subject,
          severity: threshold >= 95 ? 'high' : 'medium',
          title: `Cota de análise acima de ${threshold}%`,
          message: `O tenant usou ${used} de ${limit} unidades de análise em ${month} (${percent}%).`,
          source: 'usage',
          meta: { month, threshold, used, limit, percent },
        },
        { once: true },
      );
      if (!told) await this.deps.publish?.(quotaThresholdEvent({ tenantId, month, threshold, used, limit, percent }));
    });
  }

  /** `count` sign-in failures (invalid links, refused tokens, rate-limited attempts) from `ip` in the window. */
  async onSignInFailures(ip: string, count: number): Promise<void> {
    const rule = this.deps.config.observability.signInFailureAlert;
    if (count < rule.max) return;
    await this.safely('signin', async () => {
      const minutes = Math.round(rule.windowSeconds / 60);
      for (const tenantId of await activeTenantIds(this.db)) {
        await raiseAlert(this.db, {
          tenantId,
          kind: 'signin_failures',
          subject: ip,
          severity: 'high',
          title: 'Logins falhos repetidos',
          message: `${plural(count, 'tentativa de login falhou', 'tentativas de login falharam')} a partir do endereço ${ip} nos últimos ${minutes} minutos. Considere bloquear o endereço.`,
          source: 'auth',
          meta: { ip, failures: count, windowSeconds: rule.windowSeconds },
        });
      }
    });
  }

  /** State that lasts, checked on a timer: workers gone silent, signing keys past their rotation period. */
  async runPeriodicChecks(): Promise<void> {
    await this.safely('workers', async () => {
      const silent = (await workersSeen(this.db)).filter((worker) => !worker.alive);
      if (silent.length === 0) return;
      const tenants = await activeTenantIds(this.db);
      for (const worker of silent) {
        for (const tenantId of tenants) {
          await raiseAlert(
            this.db,
            {
              tenantId,
              kind: 'worker_silent',
              subject: worker.workerId,
              severity: 'high',
              title: 'Worker sem sinal de vida',
              message: `O worker ${worker.workerId} (${worker.hostname}) não dá sinal de vida desde ${worker.seenAt.toISOString()}; as varreduras dele são refeitas pela fila.`,
              source: 'workers',
              meta: { workerId: worker.workerId, hostname: worker.hostname, pid: worker.pid, lastSeenAt: worker.seenAt.toISOString() },
            },
            { once: true },
          );
        }
      }
    });
    await this.safely('signing-keys', async () => {
      const rotationDays = this.deps.config.observability.signingKeyRotationDays;
      const now = this.deps.clock();
      for (const tenantId of await activeTenantIds(this.db)) {
        const key = await signingKeyAge(this.db, tenantId, now, rotationDays);
        if (!key.overdue || key.kid === null) continue;
        await raiseAlert(
          this.db,
          {
            tenantId,
            kind: 'signing_key_age',
            subject: key.kid,
            severity: 'medium',
            title: 'Chave de assinatura sem rotação',
            message: `A chave que assina os links de artefatos tem ${key.ageDays} dias; o período de rotação é de ${rotationDays} dias. Rotacione as chaves na área Admin.`,
            source: 'signing-keys',
            meta: { kid: key.kid, ageDays: key.ageDays, rotationDays, createdAt: key.createdAt?.toISOString() ?? null },
          },
          { once: true },
        );
      }
    });
  }

  async list(actor: Actor, tenantHeader: string | undefined, query: { includeResolved?: boolean; severity?: Severity[] }): Promise<Schemas['AlertList']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'observability.manage');
    // The contract validates each severity; an empty list keeps every severity.
    const severities = query.severity?.length ? [...new Set(query.severity)] : undefined;
    const [rows, counts] = await Promise.all([
      listAlerts(this.db, tenantId, { includeResolved: query.includeResolved ?? false, severities, limit: LIST_LIMIT }),
      openCounts(this.db, tenantId),
    ]);
    const count = (severity: Severity) => counts[severity] ?? 0;
    return {
      alerts: rows.map(toDto),
      alertsSummary: {
        open: Object.values(counts).reduce((sum, n) => sum + n, 0),
        critical: count('critical'),
        high: count('high'),
        medium: count('medium'),
        low: count('low'),
        info: count('info'),
      },
    };
  }

  async resolve(
    actor: Actor,
    tenantHeader: string | undefined,
    alertId: string,
    body: Schemas['ResolveAlertRequest'],
    request: RequestMeta,
  ): Promise<Schemas['Alert']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'observability.manage');
    const reason = body.reason.trim();
    if (!reason) throw invalid('reason', 'é obrigatório');
    const resolved = await withAudit(this.db, actor, request, async (trx) => {
      const before = await findAlert(trx, tenantId, alertId, { lock: true });
      if (!before) throw notFound('Alerta não encontrado');
      if (before.resolvedAt) throw new AppError(409, 'CONFLICT', 'Este alerta já foi resolvido');
      await markResolved(trx, alertId, { reason, userId: actor.type === 'user' ? actor.userId : null });
      const after = (await findAlert(trx, tenantId, alertId)) as AlertRow;
      return {
        result: after,
        audit: {
          tenantId,
          action: 'alert.resolve',
          targetType: 'alert',
          targetId: alertId,
          targetLabel: before.subject,
          before: { kind: before.kind, subject: before.subject, severity: before.severity, resolvedAt: null },
          after: { resolvedAt: after.resolvedAt?.toISOString() ?? null, resolvedReason: reason },
        },
      };
    });
    return toDto(resolved);
  }
}
