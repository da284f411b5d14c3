import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatNumber } from '../../../lib/format';

export const ScanComparisonFragment = graphql(`
  fragment ScanComparison_tracking on ScanTracking {
    branch
    new
    unchanged
    fixed
    reintroduced
  }
`);

const KEYS = ['new', 'unchanged', 'fixed', 'reintroduced'] as const;

/** The latest scan against the previous ones of its branch: new, unchanged, fixed, reintroduced. */
export function ScanComparison({ tracking: ref }: { tracking: FragmentType<typeof ScanComparisonFragment> }) {
  const { t } = useTranslation('dashboard');
  const tracking = getFragmentData(ScanComparisonFragment, ref);
  return (
    <section className="scan-comparison" aria-labelledby="scan-comparison-title" data-testid="scan-comparison">
      <h3 id="scan-comparison-title" className="scan-comparison__title">
        {t('triage.comparison.title', { branch: tracking.branch })}
      </h3>
      <dl className="scan-comparison__counts">
        {KEYS.map((key) => (
          <div key={key} className={`scan-comparison__count scan-comparison__count--${key}`}>
            <dt>{t(`triage.comparison.${key}`)}</dt>
            <dd>{formatNumber(tracking[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
