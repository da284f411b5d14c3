import type { Severity } from '../db/finding-tables.js';

/** The events a webhook or an e-mail notification may ask for (issue 32). */
export const OUTBOUND_EVENTS = [
  'scan.completed',
  'scan.failed',
  'gate.failed',
  'finding.new',
  'finding.overdue',
  'finding.triaged',
  'quota.threshold',
] as const;

export type OutboundEventName = (typeof OUTBOUND_EVENTS)[number];

export const SEVERITY_RANK: Record<Severity, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1, unknown: 0 };

/** One thing that happened in a tenant, as webhooks and e-mails tell it. */
export interface OutboundEvent {
  tenantId: string;
  event: OutboundEventName;
  /** The JSON `data` of the payload. */
  data: Record<string, unknown>;
  /** One Portuguese sentence for e-mails and the digest. */
  summary: string;
  /**
   * finding.new: the event as seen by a subscriber asking for at least `min` (its findings narrowed
   * to those), or null when none is severe enough.
   */
  atLeast?: (min: Severity) => { data: Record<string, unknown>; summary: string } | null;
}

/** The event for one subscriber's minimum severity (every event but finding.new is the same for all). */
export function eventFor(event: OutboundEvent, min: Severity): { data: Record<string, unknown>; summary: string } | null {
  return event.atLeast ? event.atLeast(min) : { data: event.data, summary: event.summary };
}
