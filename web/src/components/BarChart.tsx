import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { lowerCode } from '../lib/enumCodes';
import './bar-chart.css';

export interface BarChartItem {
  key: string;
  label: string;
  count: number;
}

export interface BarChartProps {
  title: string;
  items: readonly BarChartItem[];
  /** The colours: each bar is `bar-chart__bar--{palette}-{key}`. */
  palette: 'severity' | 'framework';
  testId: string;
  /** What screen readers hear for an empty chart ("nenhum achado"). */
  noneLabel: string;
  /** The block's own class (its frame, the labels' width). */
  className?: string;
}

/**
 * Horizontal bars drawn with CSS (no chart library). Screen readers get one image whose name
 * says every number, e.g. "Achados por severidade: Crítica 3, Alta 5".
 */
export function BarChart({ title, items, palette, testId, noneLabel, className }: BarChartProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const max = Math.max(0, ...items.map((item) => item.count));
  const described = items.length > 0 ? items.map((item) => t('barChart.item', { label: item.label, formatted: formatNumber(item.count) })).join(', ') : noneLabel;
  return (
    <figure className={className ? `bar-chart ${className}` : 'bar-chart'} data-testid={testId} aria-labelledby={titleId}>
      <figcaption id={titleId} className="bar-chart__title">
        {title}
      </figcaption>
      <div role="img" aria-label={t('barChart.description', { title, items: described })} className="bar-chart__rows">
        {items.map((item) => (
          <div key={item.key} className="bar-chart__row">
            <span className="bar-chart__label">{item.label}</span>
            <span className="bar-chart__track">
              <span
                className={`bar-chart__bar bar-chart__bar--${palette}-${lowerCode(item.key)}`}
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
