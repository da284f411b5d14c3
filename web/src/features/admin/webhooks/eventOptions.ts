import type { MinimumSeverity, OutboundEvent } from '../../../gql/graphql';

type EventKey = 'scanCompleted' | 'scanFailed' | 'gateFailed' | 'findingNew' | 'findingOverdue' | 'findingTriaged' | 'quotaThreshold';

/**
 * The events in the order the form lists them, each with its label key. Keyed by the generated
 * enum: a rename of its values is a type error here, not a silent missing label.
 */
export const EVENT_LABELS: Record<OutboundEvent, EventKey> = {
  scan_completed: 'scanCompleted',
  scan_failed: 'scanFailed',
  gate_failed: 'gateFailed',
  finding_new: 'findingNew',
  finding_overdue: 'findingOverdue',
  finding_triaged: 'findingTriaged',
  quota_threshold: 'quotaThreshold',
};

export const EVENTS = Object.keys(EVENT_LABELS) as OutboundEvent[];

export const MIN_SEVERITIES: readonly MinimumSeverity[] = ['critical', 'high', 'medium', 'low', 'info'];
