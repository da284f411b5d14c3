/**
 * A literal credential can be seen twice: by the secrets detector (`password: '…'`, a connection string)
 * and by a code rule (`credential-hardcoded`, the literal passed to an auth API). One line, one finding:
 * the secrets detector's, which names the kind of secret.
 */
import type { Hit } from './make-finding.js';

export function withoutRepeatedCredentials(hits: readonly Hit[]): Hit[] {
  const secretLines = new Set(hits.filter((h) => h.ruleId.startsWith('secret-')).map((h) => `${h.file}:${h.line}`));
  if (!secretLines.size) return [...hits];
  return hits.filter((h) => h.ruleId !== 'credential-hardcoded' || !secretLines.has(`${h.file}:${h.line}`));
}
