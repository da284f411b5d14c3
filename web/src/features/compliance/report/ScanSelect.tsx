import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import type { TrendPoint } from './useComplianceReport';

/** The scan of the report: the trend's points, newest first (a native select: light and accessible). */
export function ScanSelect({ points, value, onChange }: { points: readonly TrendPoint[]; value: string | null; onChange: (scanId: string) => void }) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const newestFirst = [...points].reverse();
  const known = value !== null && points.some((p) => p.scanId === value);
  return (
    <div className="compliance-scan-select">
      <label htmlFor={id}>{t('scan.label')}</label>
      <select id={id} className="p-inputtext p-component" value={value ?? ''} onChange={(event) => onChange(event.target.value)} data-testid="compliance-scan-select">
        {value !== null && !known ? <option value={value}>{t('scan.custom', { id: value.slice(0, 8) })}</option> : null}
        {newestFirst.map((p, i) => {
          const params = { date: formatDate(p.finishedAt, true), score: formatNumber(p.scores.overall) };
          return (
            <option key={p.scanId} value={p.scanId}>
              {i === 0 ? t('scan.optionLatest', params) : t('scan.option', params)}
            </option>
          );
        })}
      </select>
    </div>
  );
}
