import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { useVisiblePolling } from '../../../../lib/apollo';
import { formatDate, formatNumber } from '../../../../lib/format';
import { AdminSecurityStatusQuery } from '../api/securityStatus';
import { Section } from '../Section';
import { Stats } from '../Stats';

const COUNTS = ['failedSignIns', 'rateLimitedSignIns', 'csrfRefusals', 'unauthorized', 'forbidden'] as const;

/** Refused requests of the last 24 hours, blocked addresses, tokens near expiry and the key's age. */
export function SecuritySection({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('admin-overview');
  const pollInterval = useVisiblePolling();
  const { data, error } = useQuery(AdminSecurityStatusQuery, { variables: { tenantId }, pollInterval });
  const status = data?.securityStatus?.securityStatus ?? null;
  const key = status?.signingKey;

  return (
    <Section title={t('security.title')} testId="admin-security" failed={Boolean(error)}>
      {status ? (
        <>
          <Stats
            stats={[
              ...COUNTS.map((name) => ({ label: t(`security.${name}`), value: formatNumber(status.requests[name]), testId: `admin-security-${name}` })),
              { label: t('security.blocked'), value: formatNumber(status.blockedIps.length), testId: 'admin-security-blocked' },
              {
                label: t('security.keyAge'),
                value:
                  key?.ageDays === null || key?.ageDays === undefined
                    ? t('security.keyNone')
                    : t('security.keyAgeValue', { age: formatNumber(key.ageDays), rotation: formatNumber(key.rotationDays) }),
              },
            ]}
          />
          <h3 className="admin-subtitle">{t('security.expiringTokens')}</h3>
          {status.expiringTokens.length ? (
            <ul className="admin-list" data-testid="admin-expiring-tokens">
              {status.expiringTokens.map((token) => (
                <li key={token.id}>{t('security.tokenExpires', { name: token.name, prefix: token.prefix, date: formatDate(token.expiresAt, true) })}</li>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">{t('security.noExpiringTokens')}</p>
          )}
        </>
      ) : null}
    </Section>
  );
}
