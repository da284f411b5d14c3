import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatNumber } from '../../lib/format';

/** Fetched with PrimeReact's Dialog on the first "show": the scan card is on every dashboard load. */
const SkippedFilesDialog = lazy(() => import('./SkippedFilesDialog'));

/** What the notice reads of a scan's status: the exact count and the first files with their reasons. */
export const SkippedFilesNoticeFragment = graphql(`
  fragment SkippedFilesNotice_status on ScanStatus {
    filesSkippedCount
    filesSkipped {
      file
      code
      reason
    }
  }
`);

/** "N arquivo(s) não analisado(s)" on the scan, and a dialog naming each file with its reason (issue 28: no file lost). */
export function SkippedFilesNotice({ status }: { status: FragmentType<typeof SkippedFilesNoticeFragment> }) {
  const { t } = useTranslation('scans');
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so the dialog can animate out.
  const [opened, setOpened] = useState(false);
  const { filesSkippedCount: count, filesSkipped: files } = getFragmentData(SkippedFilesNoticeFragment, status);
  if (count === 0) return null;
  return (
    <div className="scan-panel__skipped">
      <p>{t('skipped.count', { formatted: formatNumber(count) })}</p>
      <Button
        type="button"
        link
        label={t('skipped.show')}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <SkippedFilesDialog visible={open} onHide={() => setOpen(false)} files={files} count={count} />
        </Suspense>
      ) : null}
    </div>
  );
}
