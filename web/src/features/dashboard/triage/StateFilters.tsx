import { useTranslation } from 'react-i18next';
import type { FindingState } from '../../../gql/graphql';
import { ToggleChips } from '../../../components/ToggleChips';
import { lowerCode } from '../../../lib/enumCodes';
import { FINDING_STATES } from '../filters/filters';

export interface StateFiltersProps {
  states: readonly FindingState[];
  newOnly: boolean;
  onToggleState: (state: FindingState) => void;
  onToggleNewOnly: () => void;
}

/** Triage state chips and the "Novos nesta análise" toggle, next to the severity chips. */
export function StateFilters({ states, newOnly, onToggleState, onToggleNewOnly }: StateFiltersProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <ToggleChips
        label={t('triage.stateGroup')}
        items={FINDING_STATES}
        selected={states}
        onToggle={onToggleState}
        renderChip={(state) => <span>{t(`triage.state.${state}`)}</span>}
        className="severity-chips state-chips"
        chipClassName="severity-chip"
        chipModifier={() => 'state-chip'}
        testIdPrefix="state-chip-"
        testIdCode={lowerCode}
      />
      <button type="button" className={`severity-chip state-chip${newOnly ? ' severity-chip--pressed' : ''}`} aria-pressed={newOnly} data-testid="new-only" onClick={onToggleNewOnly}>
        <i className={`pi ${newOnly ? 'pi-check-circle' : 'pi-circle'}`} aria-hidden="true" />
        <span>{t('triage.newOnly')}</span>
      </button>
    </>
  );
}
