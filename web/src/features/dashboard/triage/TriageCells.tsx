import { useTranslation } from 'react-i18next';
import './triage.css';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { FindingState } from '../../../gql/graphql';
import { lowerCode } from '../../../lib/enumCodes';

/** What the state and age columns need of a finding: its tracked finding's state and first sighting. */
export const TriageCellsFragment = graphql(`
  fragment TriageCells_finding on Finding {
    triage {
      trackedId
      state
      baseline
      firstSeenAt
    }
  }
`);

const DAY_MS = 86_400_000;

/** Whole days since the finding was first seen on its branch. */
export function ageInDays(firstSeenAt: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(firstSeenAt)) / DAY_MS));
}

export function StateTag({ state }: { state: FindingState }) {
  const { t } = useTranslation('dashboard');
  return (
    <span className={`state-tag state-tag--${lowerCode(state)}`} data-testid="finding-state">
      {t(`triage.state.${state}`)}
    </span>
  );
}

/** The state (with "Novo"/"Voltou" when this scan found it so) and age cells of a row. */
export function TriageCells({ finding: ref }: { finding: FragmentType<typeof TriageCellsFragment> }) {
  const { t } = useTranslation('dashboard');
  const { triage } = getFragmentData(TriageCellsFragment, ref);
  if (!triage) {
    return (
      <>
        <td className="findings-table__state-cell" data-label={t('triage.columnState')}>
          <span className="muted">{t('triage.untracked')}</span>
        </td>
        <td className="findings-table__age-cell" data-label={t('triage.columnAge')} />
      </>
    );
  }
  const days = ageInDays(triage.firstSeenAt);
  return (
    <>
      <td className="findings-table__state-cell" data-label={t('triage.columnState')}>
        <StateTag state={triage.state} />
        {triage.baseline === 'NEW' || triage.baseline === 'REINTRODUCED' ? (
          <span className={`baseline-badge baseline-badge--${lowerCode(triage.baseline)}`} data-testid="finding-baseline">
            {t(triage.baseline === 'NEW' ? 'triage.new' : 'triage.reintroduced')}
          </span>
        ) : null}
      </td>
      <td className="findings-table__age-cell" data-label={t('triage.columnAge')} data-testid="finding-age">
        {days === 0 ? t('triage.ageToday') : t('triage.age', { count: days })}
      </td>
    </>
  );
}
