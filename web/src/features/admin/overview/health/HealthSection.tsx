import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { useVisiblePolling } from '../../../../lib/apollo';
import { formatBytes, formatDate, formatNumber } from '../../../../lib/format';
import { AdminHealthQuery } from '../api/health';
import { Section } from '../Section';
import { StatusTag, type Status } from '../StatusTag';
import { lowerCode } from '../../../../lib/enumCodes';

interface Card {
  key: string;
  title: string;
  status: Status;
  detail: string;
}

/** Overall status ('UNKNOWN' until the first answer, spec §3) and one card per dependency. */
export function HealthSection({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('admin-overview');
  const pollInterval = useVisiblePolling();
  const { data, error } = useQuery(AdminHealthQuery, { variables: { tenantId }, pollInterval, notifyOnNetworkStatusChange: false });
  const health = data?.health ?? null;
  const overall: Status = health?.status ?? 'UNKNOWN';
  const checks = health?.checks ?? null;

  const cards: Card[] = checks
    ? [
        {
          key: 'database',
          title: t('health.database'),
          status: checks.database.status,
          detail: t('health.databaseDetail', { latency: formatNumber(checks.database.latencyMs ?? 0) }),
        },
        {
          key: 'queue',
          title: t('health.queue'),
          status: checks.queue.status,
          detail: t('health.queueDetail', { depth: formatNumber(checks.queue.depth ?? 0), active: formatNumber(checks.queue.activeJobs ?? 0) }),
        },
        {
          key: 'workers',
          title: t('health.workers'),
          status: checks.workers.status,
          detail: t('health.workersDetail', {
            alive: formatNumber(checks.workers.alive),
            silent: formatNumber(checks.workers.silent),
            concurrency: formatNumber(checks.workers.concurrency),
          }),
        },
        {
          key: 'storage',
          title: t('health.storage'),
          status: checks.storage.status,
          detail: checks.storage.writable
            ? t('health.storageDetail', { free: formatBytes(checks.storage.freeBytes), total: formatBytes(checks.storage.totalBytes) })
            : t('health.storageReadOnly'),
        },
        {
          key: 'smtp',
          title: t('health.smtp'),
          status: checks.smtp.status,
          detail:
            checks.smtp.status === 'NOT_CONFIGURED'
              ? t('health.smtpNotConfigured')
              : (checks.smtp.error ?? t('health.smtpDetail', { latency: formatNumber(checks.smtp.latencyMs ?? 0) })),
        },
        {
          key: 'signingKey',
          title: t('health.signingKey'),
          status: checks.signingKey.status,
          detail:
            checks.signingKey.ageDays === null || checks.signingKey.ageDays === undefined
              ? t('health.signingKeyNone')
              : t('health.signingKeyDetail', { age: formatNumber(checks.signingKey.ageDays), rotation: formatNumber(checks.signingKey.rotationDays) }),
        },
      ]
    : [];

  return (
    <Section title={t('health.title')} testId="admin-health" failed={Boolean(error)}>
      <p className="admin-health__overall" data-testid="admin-health-overall" data-status={lowerCode(overall)}>
        <span>{t('health.overall', { status: t(`status.${overall}`) })}</span>
        <StatusTag status={overall} />
        {health ? <span className="admin-muted">{t('health.checkedAt', { time: formatDate(health.time, true) })}</span> : null}
      </p>
      {cards.length ? (
        <ul className="admin-cards">
          {cards.map((card) => (
            <li key={card.key} className="admin-card" data-testid={`admin-health-${card.key}`}>
              <div className="admin-card__head">
                <h3 className="admin-card__title">{card.title}</h3>
                <StatusTag status={card.status} />
              </div>
              <p className="admin-card__detail">{card.detail}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
