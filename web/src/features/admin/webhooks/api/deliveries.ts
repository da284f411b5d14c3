import { graphql } from '../../../../gql';

/** A webhook's delivery log: the last 100 deliveries, each with its attempts. */
export const AdminWebhookDeliveriesQuery = graphql(`
  query AdminWebhookDeliveries($tenantId: UUID, $webhookId: UUID!) {
    webhookDeliveries(tenantId: $tenantId, webhookId: $webhookId) {
      deliveries {
        id
        event
        status
        attempts
        responseStatus
        durationMs
        error
        replayOf
        createdAt
        attemptLog {
          attempt
          succeeded
          responseStatus
          durationMs
          error
          createdAt
        }
      }
    }
  }
`);

export const AdminReplayDeliveryMutation = graphql(`
  mutation AdminReplayDelivery($tenantId: UUID, $webhookId: UUID!, $deliveryId: UUID!) {
    replayWebhookDelivery(tenantId: $tenantId, webhookId: $webhookId, deliveryId: $deliveryId) {
      id
      status
    }
  }
`);
