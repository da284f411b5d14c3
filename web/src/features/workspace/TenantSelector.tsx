import { useTranslation } from 'react-i18next';
import { useWorkspace } from './WorkspaceProvider';
import { Selector } from './Selector';

/**
 * Tenant of the session (spec §6): TENANT_ADMIN gets the selector, a dropdown only when there are
 * several tenants; everyone else sees the tenant's name.
 */
export function TenantSelector({ className, canSwitch }: { className?: string; canSwitch: boolean }) {
  const { t } = useTranslation('workspace');
  const { tenants, selectedTenant, selectTenant } = useWorkspace();
  return (
    <Selector
      label={t('tenant.label')}
      className={className}
      fixedValue={!canSwitch || tenants.length <= 1 ? selectedTenant?.name || t('tenant.none') : undefined}
      value={selectedTenant?.id ?? null}
      options={tenants.map((tenant) => ({
        label: tenant.isActive ? tenant.name : t('inactiveOption', { name: tenant.name }),
        value: tenant.id,
      }))}
      onChange={(event) => selectTenant(String(event.value))}
      placeholder={t('tenant.placeholder')}
    />
  );
}
