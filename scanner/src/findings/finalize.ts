/** Turns raw hits into the findings a scan returns: catalog data, redaction, dedup, fingerprints, order. */
import { redactSecretLike } from '../detectors/secrets/redact.js';
import type { Finding } from '../types.js';
import { withoutRepeatedCredentials } from './credential-overlap.js';
import { dedupFindings } from './dedup.js';
import { assignFingerprints } from './fingerprint.js';
import { makeFinding, type Hit } from './make-finding.js';
import { compareFindings } from './severity.js';

export function finalizeHits(hits: readonly Hit[]): Finding[] {
  const findings = withoutRepeatedCredentials(hits).map((hit) => makeFinding({ ...hit, snippet: redactSecretLike(hit.snippet) }));
  return assignFingerprints(dedupFindings(findings)).sort(compareFindings);
}
