import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { shortId } from '../kinds';

export interface ScanOption {
  scanId: string;
  /** When the scan wrote its newest artifact on screen; null when unknown (a scan from the URL). */
  createdAt: string | null;
}

export interface ScanSelectProps {
  options: readonly ScanOption[];
  value: string | null;
  onChange: (scanId: string | null) => void;
}

/** The scan filter: a labelled native select of the scans seen in the list. */
export function ScanSelect({ options, value, onChange }: ScanSelectProps) {
  const { t } = useTranslation('artifacts');
  const id = useId();
  return (
    <div className="artifact-scan-filter">
      <label htmlFor={id} className="artifact-scan-filter__label">
        {t('filters.scanLabel')}
      </label>
      <select
        id={id}
        className="p-inputtext p-component artifact-scan-filter__select"
        value={value ?? ''}
        data-testid="artifact-scan-filter"
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('filters.allScans')}</option>
        {options.map((option) => (
          <option key={option.scanId} value={option.scanId}>
            {option.createdAt
              ? t('filters.scanOptionDated', { id: shortId(option.scanId), date: formatDate(option.createdAt, true) })
              : t('filters.scanOption', { id: shortId(option.scanId) })}
          </option>
        ))}
      </select>
    </div>
  );
}
