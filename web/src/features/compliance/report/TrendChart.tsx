import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { DOMAINS } from './report';
import type { TrendPoint } from './useComplianceReport';

const WIDTH = 300;
const HEIGHT = 60;
const PAD = 4;

/** x/y of each overall score in the sparkline (0–100 bottom to top). */
export function sparklinePoints(scores: readonly number[]): string {
  if (scores.length === 0) return '';
  const step = scores.length > 1 ? (WIDTH - 2 * PAD) / (scores.length - 1) : 0;
  return scores
    .map((score, i) => {
      const x = scores.length > 1 ? PAD + i * step : WIDTH / 2;
      const y = PAD + (1 - Math.max(0, Math.min(100, score)) / 100) * (HEIGHT - 2 * PAD);
      return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
    })
    .join(' ');
}

/** Overall score across the last scans (SVG sparkline with a text name) and the table of every point. */
export function TrendChart({ points, currentScanId }: { points: readonly TrendPoint[]; currentScanId: string | null }) {
  const { t } = useTranslation('compliance');
  const overall = points.map((p) => p.scores.overall);
  const described = points.map((p) => t('trend.chartItem', { date: formatDate(p.finishedAt), score: formatNumber(p.scores.overall) })).join(', ');
  return (
    <section className="compliance-section compliance-trend" aria-labelledby="compliance-trend-title" data-testid="compliance-trend">
      <h2 id="compliance-trend-title" className="compliance-section__title">
        {t('trend.title')}
      </h2>
      {points.length > 1 ? (
        <svg className="compliance-trend__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('trend.chart', { count: points.length, items: described })} preserveAspectRatio="none">
          <polyline className="compliance-trend__line" points={sparklinePoints(overall)} fill="none" />
        </svg>
      ) : (
        <p className="compliance-trend__note">{t('trend.single')}</p>
      )}
      {/* Scrolls sideways on narrow screens: focusable so the keyboard can scroll it. */}
      <div className="compliance-trend__table-wrap" role="region" aria-label={t('trend.caption')} tabIndex={0}>
        <table className="compliance-trend__table">
          <caption className="visually-hidden">{t('trend.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trend.date')}</th>
              <th scope="col">{t('trend.overall')}</th>
              {DOMAINS.map((d) => (
                <th key={d} scope="col">
                  {t(`domains.${d}`)}
                </th>
              ))}
              <th scope="col">{t('trend.findings')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.scanId} data-testid="compliance-trend-point" aria-current={p.scanId === currentScanId ? 'true' : undefined}>
                <th scope="row">
                  {formatDate(p.finishedAt, true)}
                  {p.scanId === currentScanId ? <span className="visually-hidden"> {t('trend.current')}</span> : null}
                </th>
                <td>{formatNumber(p.scores.overall)}</td>
                {DOMAINS.map((d) => (
                  <td key={d}>{formatNumber(p.scores[d])}</td>
                ))}
                <td>{formatNumber(p.totalFindings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
