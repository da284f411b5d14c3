import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Tenants | Auditoria | Supressões: pages of the same admin area, each with its own URL (the tenant kept across them). */
export function TenantsTabs({ auditSearch = '' }: { auditSearch?: string }) {
  const { t } = useTranslation('admin-tenants');
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? 'admin-tenants__tab admin-tenants__tab--active' : 'admin-tenants__tab');
  return (
    <nav className="admin-tenants__tabs" aria-label={t('tabs.label')}>
      <NavLink to="/admin/tenants" end className={cls}>
        <span className="pi pi-building" aria-hidden="true" /> {t('tabs.tenants')}
      </NavLink>
      <NavLink to={`/admin/tenants/audit${auditSearch}`} className={cls}>
        <span className="pi pi-history" aria-hidden="true" /> {t('tabs.audit')}
      </NavLink>
      <NavLink to={`/admin/tenants/suppressions${auditSearch}`} className={cls}>
        <span className="pi pi-eye-slash" aria-hidden="true" /> {t('tabs.suppressions')}
      </NavLink>
    </nav>
  );
}
