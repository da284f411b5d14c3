import { lazy, Suspense, useState } from 'react';
import type { ProgressDownloadApi } from './useProgressDownload';

/** The dialog (and PrimeReact's Dialog) is fetched when the first download starts. */
const ExportProgressDialog = lazy(() => import('./ExportProgressDialog'));

/** The export progress dialog of a useProgressDownload, loaded on first use and kept so it can animate out. */
export function ExportProgress({ download }: { download: Pick<ProgressDownloadApi, 'state' | 'cancel' | 'close'> }) {
  const [loaded, setLoaded] = useState(false);
  const started = download.state.status !== 'idle';
  // Remembered during render (React's "adjust state on a prop change"), not in an effect.
  if (started && !loaded) setLoaded(true);
  if (!loaded && !started) return null;
  return (
    <Suspense fallback={null}>
      <ExportProgressDialog state={download.state} onCancel={download.cancel} onClose={download.close} />
    </Suspense>
  );
}
