import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';

export const TREND_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
type Tally = Record<(typeof TREND_SEVERITIES)[number], number>;
export interface OpenPoint {
  scanId: string;
  finishedAt: string;
  open: Tally;
}

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 4;

/** Bars of open findings per scan, stacked by severity (most severe at the bottom); the table beside it has the figures. */
export function OpenTrendChart({ points }: { points: readonly OpenPoint[] }) {
  const { t } = useTranslation('compliance');
  const totals = points.map((p) => TREND_SEVERITIES.reduce((sum, s) => sum + p.open[s], 0));
  const max = Math.max(1, ...totals);
  const width = points.length > 0 ? (WIDTH - GAP * (points.length - 1)) / points.length : 0;
  const described = points.map((p, i) => t('between.chartItem', { date: formatDate(p.finishedAt), open: formatNumber(totals[i]) })).join(', ');
  return (
    <svg className="open-trend__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('between.chart', { count: points.length, items: described })} preserveAspectRatio="none">
      {points.map((p, i) => {
        let y = HEIGHT;
        return (
          <g key={p.scanId}>
            {TREND_SEVERITIES.map((s) => {
              const h = (p.open[s] / max) * HEIGHT;
              y -= h;
              return h > 0 ? <rect key={s} className={`open-trend__bar open-trend__bar--${s}`} x={i * (width + GAP)} y={y} width={width} height={h} /> : null;
            })}
          </g>
        );
      })}
    </svg>
  );
}
