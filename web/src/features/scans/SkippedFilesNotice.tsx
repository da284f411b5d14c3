import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatNumber } from '../../lib/format';

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
  const { filesSkippedCount: count, filesSkipped: files } = getFragmentData(SkippedFilesNoticeFragment, status);
  if (count === 0) return null;
  return (
    <div className="scan-panel__skipped">
      <p>{t('skipped.count', { formatted: formatNumber(count) })}</p>
      <Button type="button" link label={t('skipped.show')} aria-haspopup="dialog" onClick={() => setOpen(true)} />
      <Dialog header={t('skipped.title')} visible={open} onHide={() => setOpen(false)} style={{ width: 'min(48rem, 95vw)' }}>
        <p>{t('skipped.intro')}</p>
        <dl className="skipped-files">
          {files.map((skipped) => (
            <div key={skipped.file} className="skipped-files__item" data-code={skipped.code}>
              <dt>
                <code>{skipped.file}</code>
              </dt>
              <dd>{skipped.reason}</dd>
            </div>
          ))}
        </dl>
        {count > files.length ? <p className="skipped-files__more">{t('skipped.more', { shown: formatNumber(files.length), total: formatNumber(count) })}</p> : null}
      </Dialog>
    </div>
  );
}
