import { graphql } from '../../../../gql';

/** The tenant's webhooks (never their secrets). */
export const AdminWebhooksQuery = graphql(`
  query AdminWebhooks($tenantId: UUID) {
    webhooks(tenantId: $tenantId) {
      webhooks {
        id
        name
        url
        events
        minSeverity
        secretHint
        previousSecretExpiresAt
        enabled
        disabledReason
        consecutiveFailures
        createdAt
      }
    }
  }
`);

/** The answer carries the secret: shown once, in the creation dialog. */
export const AdminCreateWebhookMutation = graphql(`
  mutation AdminCreateWebhook($tenantId: UUID, $input: CreateWebhookRequestInput!) {
    createWebhook(tenantId: $tenantId, input: $input) {
      secret
      webhook {
        id
        name
      }
    }
  }
`);

export const AdminUpdateWebhookMutation = graphql(`
  mutation AdminUpdateWebhook($tenantId: UUID, $webhookId: UUID!, $input: UpdateWebhookRequestInput!) {
    updateWebhook(tenantId: $tenantId, webhookId: $webhookId, input: $input) {
      id
      enabled
      disabledReason
      consecutiveFailures
    }
  }
`);

export const AdminDeleteWebhookMutation = graphql(`
  mutation AdminDeleteWebhook($tenantId: UUID, $webhookId: UUID!) {
    deleteWebhook(tenantId: $tenantId, webhookId: $webhookId) {
      success
    }
  }
`);

/** A new secret, shown once; the one it replaces signs beside it for 24 hours. */
export const AdminRotateWebhookSecretMutation = graphql(`
  mutation AdminRotateWebhookSecret($tenantId: UUID, $webhookId: UUID!) {
    rotateWebhookSecret(tenantId: $tenantId, webhookId: $webhookId) {
      secret
      webhook {
        id
        secretHint
        previousSecretExpiresAt
      }
    }
  }
`);

/** A signed webhook.test event, logged among the deliveries. */
export const AdminTestWebhookMutation = graphql(`
  mutation AdminTestWebhook($tenantId: UUID, $webhookId: UUID!) {
    testWebhook(tenantId: $tenantId, webhookId: $webhookId) {
      id
      status
    }
  }
`);
