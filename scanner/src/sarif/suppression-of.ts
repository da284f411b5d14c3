/**
 * An imported result's own suppressions, honoured (SARIF §3.27.23, §3.35): one accepted (or without
 * a status) suppresses it, a proposal under review is kept as such, a rejected one is no suppression.
 */
import { redactSecretLike } from '../detectors/secrets/redact.js';
import type { FindingSuppression } from '../types.js';
import type { SarifResult } from './sarif-types.js';

export function suppressionOf(result: SarifResult, tool: string): FindingSuppression | undefined {
  const suppressions = (result.suppressions ?? []).filter((s) => s.status !== 'rejected');
  const chosen = suppressions.find((s) => (s.status ?? 'accepted') === 'accepted') ?? suppressions[0];
  if (!chosen) return undefined;
  const justification = redactSecretLike(chosen.justification?.trim() ?? '') || `Suprimido em ${tool}, sem justificativa informada.`;
  return { kind: chosen.kind === 'inSource' ? 'inSource' : 'external', status: chosen.status === 'underReview' ? 'underReview' : 'accepted', justification };
}
