import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { useConfirm } from '../../../../components/confirm';
import { useToast } from '../../../../components/toast';
import { AdminRotateKeysMutation, AdminClearCachesMutation } from '../api/maintenance';
import { AdminHealthQuery } from '../api/health';
import { AdminSecurityStatusQuery } from '../api/securityStatus';
import { failureMessage } from '../failure';
import { Section } from '../Section';

/** Key rotation and cache clear, each through the confirm dialog (both calls carry confirm: "yes"). */
const CACHE_NAMES = ['blocked-addresses', 'signing-keys', 'export-estimates', 'smtp-check'] as const;
const isCacheName = (name: string): name is (typeof CACHE_NAMES)[number] => (CACHE_NAMES as readonly string[]).includes(name);

export function MaintenanceSection({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('admin-overview');
  const toast = useToast();
  const confirm = useConfirm();
  const [rotate] = useMutation(AdminRotateKeysMutation, { refetchQueries: [AdminHealthQuery, AdminSecurityStatusQuery] });
  const [clear] = useMutation(AdminClearCachesMutation);

  /** Confirms first, then runs the task and toasts what it says it did, or why it failed. */
  const confirmThenRun = (title: string, description: string, run: () => Promise<string>, failed: (message: string) => string) =>
    confirm({
      title,
      description,
      warning: t('maintenance.rotateWarning'),
      onConfirm: async () => {
        try {
          toast.show({ severity: 'success', detail: await run() });
        } catch (failure) {
          toast.show({ severity: 'error', detail: failed(failureMessage(failure)) });
        }
      },
    });

  const askRotate = () =>
    confirmThenRun(
      t('maintenance.rotateTitle'),
      t('maintenance.rotateDescription'),
      async () => t('maintenance.rotated', { kid: (await rotate({ variables: { tenantId } })).data?.rotateSigningKeys?.kid ?? '' }),
      (message) => t('maintenance.rotateFailed', { message }),
    );

  const askClear = () =>
    confirmThenRun(
      t('maintenance.clearTitle'),
      t('maintenance.clearDescription'),
      async () => {
        const cleared = (await clear({ variables: { tenantId } })).data?.clearCaches?.cleared ?? [];
        // The server names caches by code; the toast says them in Portuguese (an unknown code as is).
        return t('maintenance.cleared', { list: cleared.map((name) => (isCacheName(name) ? t(`maintenance.cacheNames.${name}`) : name)).join(', ') });
      },
      (message) => t('maintenance.clearFailed', { message }),
    );

  return (
    <Section title={t('maintenance.title')} testId="admin-maintenance">
      <div className="admin-maintenance">
        <div className="admin-maintenance__item">
          <Button type="button" label={t('maintenance.rotate')} icon="pi pi-key" severity="danger" outlined onClick={askRotate} />
          <p className="admin-muted">{t('maintenance.rotateExplain')}</p>
        </div>
        <div className="admin-maintenance__item">
          <Button type="button" label={t('maintenance.clear')} icon="pi pi-refresh" outlined onClick={askClear} />
          <p className="admin-muted">{t('maintenance.clearExplain')}</p>
        </div>
      </div>
    </Section>
  );
}
