import { useTranslation } from 'react-i18next';
import { ToggleChips } from '../../../components/ToggleChips';
import { formatNumber } from '../../../lib/format';
import { lowerCode } from '../../../lib/enumCodes';
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
  const renderChip = (severity: ChipSeverity) => {
    const count = counts ? (counts[severity] ?? 0) : null;
    return (
      <>
        <span>{t(`severity.${severity}`)}</span>
        {count !== null ? ' ' : null}
        {count !== null ? (
          <span className="severity-chip__count">
            <span aria-hidden="true">{formatNumber(count)}</span>
            <span className="visually-hidden">{t('filters.chipCount', { formatted: formatNumber(count) })}</span>
          </span>
        ) : null}
      </>
    );
  };
  return (
    <ToggleChips label={t('filters.severityGroup')} items={CHIP_SEVERITIES} selected={selected} onToggle={onToggle} renderChip={renderChip}
      className="severity-chips" chipClassName="severity-chip" chipModifier={(severity) => `severity-chip--${lowerCode(severity)}`} testIdPrefix="severity-chip-" testIdCode={lowerCode} />
  );
}
