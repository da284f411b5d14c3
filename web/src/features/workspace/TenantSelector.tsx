import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { useWorkspace } from './WorkspaceProvider';

/**
 * Tenant of the session (spec §6): TENANT_ADMIN gets the selector, a dropdown only when there are
 * several tenants; everyone else sees the tenant's name.
 */
export function TenantSelector({ className, canSwitch }: { className?: string; canSwitch: boolean }) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const { tenants, selectedTenant, selectTenant } = useWorkspace();

  if (!canSwitch || tenants.length <= 1) {
    return (
      <div className={`selector selector--static ${className ?? ''}`}>
        <span className="selector__label" id={`${id}-label`}>
          {t('tenant.label')}
        </span>
        <span className="selector__value" aria-labelledby={`${id}-label`}>
          {selectedTenant?.name || t('tenant.none')}
        </span>
      </div>
    );
  }

  return (
    <div className={`selector ${className ?? ''}`}>
      <label className="selector__label" htmlFor={`${id}-tenant`}>
        {t('tenant.label')}
      </label>
      <Dropdown
        inputId={`${id}-tenant`}
        value={selectedTenant?.id ?? null}
        options={tenants.map((tenant) => ({
          label: tenant.isActive ? tenant.name : t('inactiveOption', { name: tenant.name }),
          value: tenant.id,
        }))}
        onChange={(event) => selectTenant(String(event.value))}
        placeholder={t('tenant.placeholder')}
        className="selector__dropdown"
        // The hidden native select PrimeReact renders for forms needs a name too (axe select-name).
        pt={{ select: { 'aria-label': t('tenant.label'), 'aria-hidden': true } }}
      />
    </div>
  );
}
