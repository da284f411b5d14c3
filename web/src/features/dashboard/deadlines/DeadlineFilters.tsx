import { useTranslation } from 'react-i18next';

export interface DeadlineFiltersProps {
  overdueOnly: boolean;
  mine: boolean;
  /** "Meus achados" needs a signed-in person: a token session has no findings of its own. */
  offerMine: boolean;
  onToggleOverdue: () => void;
  onToggleMine: () => void;
}

function Toggle({ pressed, label, testId, onToggle }: { pressed: boolean; label: string; testId: string; onToggle: () => void }) {
  return (
    <button type="button" className={`severity-chip state-chip${pressed ? ' severity-chip--pressed' : ''}`} aria-pressed={pressed} data-testid={testId} onClick={onToggle}>
      <i className={`pi ${pressed ? 'pi-check-circle' : 'pi-circle'}`} aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}

/** The "Vencidos" and "Meus achados" toggles, next to the state filters. */
export function DeadlineFilters({ overdueOnly, mine, offerMine, onToggleOverdue, onToggleMine }: DeadlineFiltersProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Toggle pressed={overdueOnly} label={t('deadlines.overdueOnly')} testId="overdue-only" onToggle={onToggleOverdue} />
      {offerMine ? <Toggle pressed={mine} label={t('deadlines.mine')} testId="mine-only" onToggle={onToggleMine} /> : null}
    </>
  );
}
