import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** Score band for the gauge's colour (the number is always written out). */
export function scoreBand(score: number): 'good' | 'fair' | 'poor' {
  if (score >= 80) return 'good';
  if (score >= 50) return 'fair';
  return 'poor';
}

const RADIUS = 40;
const HALF_CIRCUMFERENCE = Math.PI * RADIUS;

/**
 * A half-circle gauge drawn in SVG (decorative) with the score as text and its label: screen
 * readers read "LGPD 87 de 100, 3 violações de 40 achados" (the counts the score is recomputed from). No chart library.
 */
export function ScoreGauge({ label, score, violations, total, testId }: { label: string; score: number | null; violations?: number; total: number | null; testId: string }) {
  const { t } = useTranslation('compliance');
  const labelId = useId();
  const value = score === null ? null : Math.max(0, Math.min(100, score));
  const band = value === null ? 'none' : scoreBand(value);
  return (
    <li className={`score-gauge score-gauge--${band}`} data-testid={testId} data-score={value ?? ''} aria-labelledby={labelId}>
      <svg className="score-gauge__arc" viewBox="0 0 100 56" aria-hidden="true" focusable="false">
        <path className="score-gauge__track" d="M10 50 A40 40 0 0 1 90 50" pathLength={HALF_CIRCUMFERENCE} />
        {value !== null && value > 0 ? (
          <path
            className="score-gauge__fill"
            d="M10 50 A40 40 0 0 1 90 50"
            pathLength={HALF_CIRCUMFERENCE}
            strokeDasharray={`${(value / 100) * HALF_CIRCUMFERENCE} ${HALF_CIRCUMFERENCE}`}
          />
        ) : null}
      </svg>
      <p className="score-gauge__text">
        <span id={labelId} className="score-gauge__label">
          {label}
        </span>{' '}
        {value === null ? (
          <span className="score-gauge__value score-gauge__value--none">{t('domains.unavailable')}</span>
        ) : (
          <>
            <strong className="score-gauge__value" data-testid={`${testId}-value`}>
              {formatNumber(value)}
            </strong>{' '}
            <span className="score-gauge__max">{t('domains.outOf')}</span>
          </>
        )}
      </p>
      {violations !== undefined && total !== null && value !== null ? (
        <p className="score-gauge__note" data-testid={`${testId}-counts`}>
          {t('domains.violations', { violations: formatNumber(violations), total: formatNumber(total) })}
        </p>
      ) : null}
    </li>
  );
}
