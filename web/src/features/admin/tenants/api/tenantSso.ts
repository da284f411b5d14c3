import { graphql } from '../../../../gql';

export const TenantSsoFields = graphql(`
  fragment TenantSso_settings on OidcSettings {
    configured
    enabled
    issuer
    clientId
    hasClientSecret
    allowedDomains
    defaultRole
    jitEnabled
    redirectUri
    updatedAt
  }
`);

/** A tenant's single sign-on settings (the client secret is never sent back: hasClientSecret says whether one is kept). */
export const TenantSsoQuery = graphql(`
  query AdminTenantSso($tenantId: UUID!) {
    tenantOidcSettings(tenantId: $tenantId) {
      ...TenantSso_settings
    }
  }
`);

export const UpdateTenantSsoMutation = graphql(`
  mutation AdminUpdateTenantSso($tenantId: UUID!, $input: UpdateOidcSettingsRequestInput!) {
    updateTenantOidcSettings(tenantId: $tenantId, input: $input) {
      ...TenantSso_settings
    }
  }
`);
