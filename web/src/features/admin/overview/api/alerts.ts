import { graphql } from '../../../../gql';

/** Alerts raised by the rules, newest first, with the count of open ones by severity. */
export const AdminAlertsQuery = graphql(`
  query AdminAlerts($tenantId: UUID, $includeResolved: Boolean, $severity: [Severity!]) {
    alerts(tenantId: $tenantId, includeResolved: $includeResolved, severity: $severity) {
      alerts {
        id
        kind
        severity
        title
        message
        subject
        occurrences
        createdAt
        lastSeenAt
        resolvedAt
        resolvedBy
        resolvedReason
      }
      alertsSummary {
        open
        critical
        high
        medium
        low
        info
      }
    }
  }
`);

export const AdminResolveAlertMutation = graphql(`
  mutation AdminResolveAlert($tenantId: UUID, $alertId: UUID!, $reason: ResolutionReason!) {
    resolveAlert(tenantId: $tenantId, alertId: $alertId, input: { reason: $reason }) {
      id
      resolvedAt
      resolvedBy
      resolvedReason
    }
  }
`);
