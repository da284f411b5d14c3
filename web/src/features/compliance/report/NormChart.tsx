import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

export interface NormChartItem {
  key: string;
  label: string;
  count: number;
}

/** Horizontal CSS bars (as the dashboard's summary chart): one image whose name says every number. */
export function NormChart({ title, items }: { title: string; items: readonly NormChartItem[] }) {
  const { t } = useTranslation('compliance');
  const titleId = useId();
  const max = Math.max(0, ...items.map((item) => item.count));
  const described = items.length > 0 ? items.map((item) => t('norms.item', { label: item.label, formatted: formatNumber(item.count) })).join(', ') : t('norms.none');
  return (
    <figure className="norm-chart" data-testid="compliance-norms-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="norm-chart__title">
        {title}
      </figcaption>
      <div role="img" aria-label={t('norms.description', { title, items: described })} className="norm-chart__rows">
        {items.map((item) => (
          <div key={item.key} className="norm-chart__row">
            <span className="norm-chart__label">{item.label}</span>
            <span className="norm-chart__track">
              <span className={`norm-chart__bar norm-chart__bar--${item.key}`} style={{ width: max > 0 ? `${Math.max(item.count > 0 ? 2 : 0, (item.count / max) * 100)}%` : '0%' }} />
            </span>
            <span className="norm-chart__value">{formatNumber(item.count)}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
