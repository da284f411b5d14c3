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
export function MaintenanceSection({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('admin-overview');
  const toast = useToast();
  const confirm = useConfirm();
  const [rotate] = useMutation(AdminRotateKeysMutation, { refetchQueries: [AdminHealthQuery, AdminSecurityStatusQuery] });
  const [clear] = useMutation(AdminClearCachesMutation);

  const askRotate = () =>
    confirm({
      title: t('maintenance.rotateTitle'),
      description: t('maintenance.rotateDescription'),
      warning: t('maintenance.rotateWarning'),
      onConfirm: async () => {
        try {
          const result = await rotate({ variables: { tenantId } });
          toast.show({ severity: 'success', detail: t('maintenance.rotated', { kid: result.data?.rotateSigningKeys?.kid ?? '' }) });
        } catch (failure) {
          toast.show({ severity: 'error', detail: t('maintenance.rotateFailed', { message: failureMessage(failure) }) });
        }
      },
    });

  const askClear = () =>
    confirm({
      title: t('maintenance.clearTitle'),
      description: t('maintenance.clearDescription'),
      warning: t('maintenance.rotateWarning'),
      onConfirm: async () => {
        try {
          const result = await clear({ variables: { tenantId } });
          toast.show({ severity: 'success', detail: t('maintenance.cleared', { list: (result.data?.clearCaches?.cleared ?? []).join(', ') }) });
        } catch (failure) {
          toast.show({ severity: 'error', detail: t('maintenance.clearFailed', { message: failureMessage(failure) }) });
        }
      },
    });

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
