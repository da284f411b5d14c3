import type { DeliveryEvent, MinimumSeverity, OutboundEvent } from '../gql/graphql';

type EventKey = 'scanCompleted' | 'scanFailed' | 'gateFailed' | 'findingNew' | 'findingOverdue' | 'findingTriaged' | 'quotaThreshold';

/**
 * The events in the order the form lists them, each with its label key. Keyed by the generated
 * enum: a rename of its values is a type error here, not a silent missing label.
 */
export const EVENT_LABELS: Record<OutboundEvent, EventKey> = {
  SCAN_COMPLETED: 'scanCompleted',
  SCAN_FAILED: 'scanFailed',
  GATE_FAILED: 'gateFailed',
  FINDING_NEW: 'findingNew',
  FINDING_OVERDUE: 'findingOverdue',
  FINDING_TRIAGED: 'findingTriaged',
  QUOTA_THRESHOLD: 'quotaThreshold',
};

export const EVENTS = Object.keys(EVENT_LABELS) as OutboundEvent[];

/** What a delivery of the log carried: an event, or the test an administrator sent. */
export const DELIVERY_EVENT_LABELS: Record<DeliveryEvent, EventKey | 'webhookTest'> = { ...EVENT_LABELS, WEBHOOK_TEST: 'webhookTest' };

export const MIN_SEVERITIES: readonly MinimumSeverity[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFO'];
