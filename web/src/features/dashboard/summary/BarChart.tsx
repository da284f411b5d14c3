import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

export interface BarChartItem {
  key: string;
  label: string;
  count: number;
}

/**
 * Horizontal bars drawn with CSS (no chart library). Screen readers get one image whose name
 * says every number, e.g. "Achados por severidade: Crítica 3, Alta 5".
 */
export function BarChart({ title, items, kind, testId }: { title: string; items: readonly BarChartItem[]; kind: 'severity' | 'framework'; testId: string }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const max = Math.max(0, ...items.map((item) => item.count));
  const described = items.length > 0 ? items.map((item) => t('charts.item', { label: item.label, formatted: formatNumber(item.count) })).join(', ') : t('charts.none');
  return (
    <figure className="bar-chart" data-testid={testId} aria-labelledby={titleId}>
      <figcaption id={titleId} className="bar-chart__title">
        {title}
      </figcaption>
      <div role="img" aria-label={t('charts.description', { title, items: described })} className="bar-chart__rows">
        {items.map((item) => (
          <div key={item.key} className="bar-chart__row">
            <span className="bar-chart__label">{item.label}</span>
            <span className="bar-chart__track">
              <span
                className={`bar-chart__bar bar-chart__bar--${kind}-${item.key}`}
                style={{ width: max > 0 ? `${Math.max(item.count > 0 ? 2 : 0, (item.count / max) * 100)}%` : '0%' }}
              />
            </span>
            <span className="bar-chart__value">{formatNumber(item.count)}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
