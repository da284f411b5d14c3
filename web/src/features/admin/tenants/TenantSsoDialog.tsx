import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { SelectOptions } from '../../../components/form/SelectOptions';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { TenantSsoFields, TenantSsoQuery, UpdateTenantSsoMutation } from './api/tenantSso';
import { ssoErrorMessage } from './tenantErrors';
import type { TenantRow } from './tenantFragment';

const ROLES: readonly Role[] = ['VIEWER', 'ANALYST', 'PROJECT_ADMIN', 'TENANT_ADMIN'] as Role[];

/** Domains as people paste them: separated by commas, spaces or lines, lowercase, once each. */
export function parseDomains(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))];
}

export interface TenantSsoDialogProps {
  tenant: TenantRow;
  onHide: () => void;
  onSaved: () => void;
}

/** "Login único (SSO)" of a tenant: its OpenID Connect provider, the domains it signs in, the role of new people. */
export function TenantSsoDialog({ tenant, onHide, onSaved }: TenantSsoDialogProps) {
  const { data, loading, error } = useQuery(TenantSsoQuery, { variables: { tenantId: tenant.id }, fetchPolicy: 'network-only' });
  const settings = data?.tenantOidcSettings;
  // The form opens once the stored settings are read (its fields start from them).
  if (loading && !settings) return null;
  return (
    <SsoForm
      tenant={tenant}
      settings={settings ?? null}
      loadError={error ? ssoErrorMessage(error, 'load') : null}
      onHide={onHide}
      onSaved={onSaved}
    />
  );
}

function SsoForm({
  tenant,
  settings: masked,
  loadError,
  onHide,
  onSaved,
}: TenantSsoDialogProps & { settings: FragmentType<typeof TenantSsoFields> | null; loadError: string | null }) {
  const { t } = useTranslation('admin-tenants');
  const settings = getFragmentData(TenantSsoFields, masked);
  const [enabled, setEnabled] = useState(settings?.enabled ?? false);
  const [issuer, setIssuer] = useState(settings?.issuer ?? '');
  const [clientId, setClientId] = useState(settings?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState((settings?.allowedDomains ?? []).join(', '));
  const [defaultRole, setDefaultRole] = useState<Role>(settings?.defaultRole ?? ('VIEWER' as Role));
  const [jitEnabled, setJitEnabled] = useState(settings?.jitEnabled ?? false);
  const [formError, setFormError] = useState<string | null>(loadError);
  const [update, { loading: saving }] = useMutation(UpdateTenantSsoMutation);

  async function submit() {
    setFormError(null);
    try {
      await update({
        variables: {
          tenantId: tenant.id,
          input: {
            enabled,
            issuer: issuer.trim(),
            clientId: clientId.trim(),
            allowedDomains: parseDomains(domains),
            defaultRole,
            jitEnabled,
            ...(clientSecret ? { clientSecret } : {}),
          },
        },
      });
      onSaved();
      onHide();
    } catch (failure) {
      setFormError(ssoErrorMessage(failure, 'update'));
    }
  }

  return (
    <FormDialog
      header={t('sso.title', { name: tenant.name })}
      width="38rem"
      submitLabel={t('sso.save')}
      submitIcon="pi pi-check"
      submitting={saving}
      error={formError}
      onSubmit={submit}
      onHide={onHide}
    >
      <label className="admin-tenants__check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {t('sso.enabled')}
      </label>
      <FormField label={t('sso.issuer')} hint={t('sso.issuerHint')}>
        {(control) => <InputText {...control} value={issuer} type="url" maxLength={500} placeholder="https://login.banco.com.br" onChange={(event) => setIssuer(event.target.value)} />}
      </FormField>
      <FormField label={t('sso.clientId')}>
        {(control) => <InputText {...control} value={clientId} maxLength={255} autoComplete="off" onChange={(event) => setClientId(event.target.value)} />}
      </FormField>
      <FormField label={t('sso.clientSecret')} hint={settings?.hasClientSecret ? t('sso.clientSecretKept') : t('sso.clientSecretHint')}>
        {(control) => (
          <InputText {...control} type="password" value={clientSecret} maxLength={1000} autoComplete="new-password" onChange={(event) => setClientSecret(event.target.value)} />
        )}
      </FormField>
      <FormField label={t('sso.domains')} hint={t('sso.domainsHint')}>
        {(control) => <InputText {...control} value={domains} placeholder="banco.com.br, banco.net" onChange={(event) => setDomains(event.target.value)} />}
      </FormField>
      <FormField label={t('sso.defaultRole')} hint={t('sso.defaultRoleHint')}>
        {({ id, 'aria-describedby': describedBy }) => (
          <select id={id} className="p-inputtext p-component" value={defaultRole} aria-describedby={describedBy} onChange={(event) => setDefaultRole(event.target.value as Role)}>
            <SelectOptions values={ROLES} label={(role) => t(`sso.roles.${role}`)} />
          </select>
        )}
      </FormField>
      <label className="admin-tenants__check">
        <input type="checkbox" checked={jitEnabled} onChange={(event) => setJitEnabled(event.target.checked)} />
        {t('sso.jit')}
      </label>
      {settings ? (
        <p className="admin-tenants__hint">
          {t('sso.redirectUri')} <code data-testid="sso-redirect-uri">{settings.redirectUri}</code>
        </p>
      ) : null}
    </FormDialog>
  );
}
