import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sidebar } from 'primereact/sidebar';
import { formatBytes, formatDate } from '../../../lib/format';
import { isJsonArtifact, kindLabel } from '../kinds';
import type { ArtifactItem } from '../list/ArtifactRow';
import { JsonTree } from './JsonTree';
import { LinesView } from './LinesView';

export interface ArtifactViewerProps {
  projectId: string;
  artifact: ArtifactItem;
  onClose: () => void;
}

type Mode = 'tree' | 'lines';

/**
 * The artifact viewer, a drawer on the right loaded with the first artifact opened: JSON (SARIF
 * included) as a tree whose nodes are fetched when opened, or any text as numbered lines, paged.
 * The file is never loaded whole.
 */
export default function ArtifactViewer({ projectId, artifact, onClose }: ArtifactViewerProps) {
  const { t } = useTranslation('artifacts');
  const titleId = useId();
  const json = isJsonArtifact(artifact);
  const [mode, setMode] = useState<Mode>(json ? 'tree' : 'lines');
  const target = useMemo(() => ({ projectId, artifactId: artifact.id }), [projectId, artifact.id]);
  const modes: Mode[] = json ? ['tree', 'lines'] : ['lines'];

  return (
    <Sidebar
      visible
      position="right"
      onHide={onClose}
      className="artifact-viewer"
      aria-labelledby={titleId}
      blockScroll
      header={
        <h2 id={titleId} className="artifact-viewer__title">
          {artifact.name}
        </h2>
      }
      pt={{ closeButton: { 'aria-label': t('viewer.close') } as Record<string, string> }}
    >
      <div className="artifact-view" data-testid="artifact-view" data-mode={mode}>
        <p className="artifact-view__meta">
          {t('viewer.meta', { kind: kindLabel(artifact.kind), size: formatBytes(artifact.sizeBytes), date: formatDate(artifact.createdAt, true) })}
        </p>
        {modes.length > 1 ? (
          <div className="artifact-view__modes" role="group" aria-label={t('viewer.modeGroup')}>
            {modes.map((option) => (
              <button
                key={option}
                type="button"
                className={`artifact-mode${mode === option ? ' artifact-mode--pressed' : ''}`}
                aria-pressed={mode === option}
                onClick={() => setMode(option)}
                data-testid={`artifact-mode-${option}`}
              >
                {option === 'tree' ? t('viewer.modeTree') : t('viewer.modeLines')}
              </button>
            ))}
          </div>
        ) : null}
        {mode === 'tree' ? <JsonTree target={target} name={artifact.name} /> : <LinesView target={target} name={artifact.name} />}
      </div>
    </Sidebar>
  );
}
