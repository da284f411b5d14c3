import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { CHIP_SEVERITIES, type ChipSeverity } from '../severity';

export interface SeverityChipsProps {
  selected: readonly ChipSeverity[];
  /** Counts of summary.bySeverity; null while unknown. */
  counts: Readonly<Record<string, number>> | null;
  onToggle: (severity: ChipSeverity) => void;
}

/** Toggle chips critical, high, medium, low (spec §4), each with its count. */
export function SeverityChips({ selected, counts, onToggle }: SeverityChipsProps) {
  const { t } = useTranslation('dashboard');
  const labelId = useId();
  return (
    <div className="severity-chips" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="severity-chips__label">
        {t('filters.severityGroup')}
      </span>
      {CHIP_SEVERITIES.map((severity) => {
        const pressed = selected.includes(severity);
        const count = counts ? (counts[severity] ?? 0) : null;
        return (
          <button
            key={severity}
            type="button"
            className={`severity-chip severity-chip--${severity}${pressed ? ' severity-chip--pressed' : ''}`}
            aria-pressed={pressed}
            data-testid={`severity-chip-${severity}`}
            onClick={() => onToggle(severity)}
          >
            <i className={`pi ${pressed ? 'pi-check-circle' : 'pi-circle'}`} aria-hidden="true" />
            <span>{t(`severity.${severity}`)}</span>
            {count !== null ? ' ' : null}
            {count !== null ? (
              <span className="severity-chip__count">
                <span aria-hidden="true">{formatNumber(count)}</span>
                <span className="visually-hidden">{t('filters.chipCount', { formatted: formatNumber(count) })}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
