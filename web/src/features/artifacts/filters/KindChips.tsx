import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const labelId = useId();
  return (
    <div className="artifact-kinds" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="artifact-kinds__label">
        {t('filters.kindGroup')}
      </span>
      {kinds.map((kind) => {
        const pressed = selected.includes(kind);
        return (
          <button
            key={kind}
            type="button"
            className={`artifact-kind-chip${pressed ? ' artifact-kind-chip--pressed' : ''}`}
            aria-pressed={pressed}
            data-testid={`artifact-kind-${kind}`}
            onClick={() => onToggle(kind)}
          >
            <i className={`pi ${pressed ? 'pi-check-circle' : 'pi-circle'}`} aria-hidden="true" />
            <span>{kindLabel(kind)}</span>
          </button>
        );
      })}
    </div>
  );
}
