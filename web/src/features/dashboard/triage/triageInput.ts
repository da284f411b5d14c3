import type { TriageState } from '../../../gql/graphql';

/** The states a person may set (Corrigido and Reaberto come from scans). */
export const TRIAGE_STATES: readonly TriageState[] = ['OPEN', 'IN_REVIEW', 'CONFIRMED', 'FALSE_POSITIVE', 'ACCEPTED_RISK'];

export interface TriageDraft {
  state: TriageState;
  reason: string;
  /** yyyy-mm-dd from the date input; only sent with accepted_risk. */
  expiresOn: string;
}

export const EMPTY_DRAFT: TriageDraft = { state: 'IN_REVIEW', reason: '', expiresOn: '' };

/** The last day a risk may be accepted until, as the date input's max (today + the tenant's cap). */
export function maxExpiryDate(maxDays: number, now = new Date()): string {
  return new Date(now.getTime() + maxDays * 86_400_000).toISOString().slice(0, 10);
}

/** The mutation's input: the reason when given, the expiry (end of that day, local time) for accepted risks. */
export function triageInput(draft: TriageDraft): { state: TriageState; reason?: string; riskExpiresAt?: string } {
  const reason = draft.reason.trim();
  return {
    state: draft.state,
    ...(reason ? { reason } : {}),
    ...(draft.state === 'ACCEPTED_RISK' && draft.expiresOn ? { riskExpiresAt: new Date(`${draft.expiresOn}T23:59:59`).toISOString() } : {}),
  };
}
