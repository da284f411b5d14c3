import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { formatNumber } from '../../lib/format';

export interface SkippedFile {
  file: string;
  code: string;
  reason: string;
}

/** Each skipped file with its reason; a separate module so PrimeReact's Dialog loads on the first "show". */
export default function SkippedFilesDialog({ visible, onHide, files, count }: { visible: boolean; onHide: () => void; files: readonly SkippedFile[]; count: number }) {
  const { t } = useTranslation('scans');
  return (
    <Dialog header={t('skipped.title')} visible={visible} onHide={onHide} style={{ width: 'min(48rem, 95vw)' }}>
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
  );
}
