import { useTranslation } from 'react-i18next';
import { ToggleChips } from '../../../components/ToggleChips';
import { kindLabel } from '../kinds';

export interface KindChipsProps {
  /** The kinds to offer: the known ones plus any other seen in the list or the URL. */
  kinds: readonly string[];
  selected: readonly string[];
  onToggle: (kind: string) => void;
}

/** Multi-select of artifact kinds as toggle buttons (aria-pressed). */
export function KindChips({ kinds, selected, onToggle }: KindChipsProps) {
  const { t } = useTranslation('artifacts');
  return (
    <ToggleChips label={t('filters.kindGroup')} items={kinds} selected={selected} onToggle={onToggle} renderChip={(kind) => <span>{kindLabel(kind)}</span>}
      className="artifact-kinds" chipClassName="artifact-kind-chip" testIdPrefix="artifact-kind-" />
  );
}
