/**
 * All secret detectors on one file, in order of precision: private keys, provider formats, credentials in
 * connection strings, Kubernetes Secret manifests, then the generic secret-name = random-value rule. A line
 * reported by an earlier detector is not reported again by a later one. Every snippet is redacted here (spec §9).
 */
import { isProgramSource } from '../../files/classify.js';
import type { Hit } from '../../findings/make-finding.js';
import { TextPositions } from '../text-position.js';
import { findSecretAssignments } from './assignments.js';
import { findConnectionCredentials } from './connection-strings.js';
import { findKubernetesSecrets } from './kubernetes-secret.js';
import { findPrivateKeys } from './pem.js';
import { findProviderTokens } from './provider-scan.js';
import { REDACTED, redactSecretLike, redactValue } from './redact.js';

const providerMessage = (provider: string) => `Credencial de provedor (${provider}) no repositório; revogue e mova para um cofre de segredos.`;

export function detectSecrets(file: string, text: string): Hit[] {
  const positions = new TextPositions(text);
  const hits: Hit[] = [];
  const taken = new Set<number>();
  const add = (offset: number, value: string, hit: Pick<Hit, 'ruleId' | 'engineRule' | 'message'>, snippet?: (line: string) => string) => {
    const { line, column } = positions.position(offset);
    if (taken.has(line)) return;
    taken.add(line);
    const lineText = positions.lineText(line);
    hits.push({ ...hit, file, line, column, source: 'secrets', snippet: snippet ? snippet(lineText) : redactSecretLike(redactValue(lineText, value)) });
  };
  for (const key of findPrivateKeys(text)) {
    add(key.offset, '', { ruleId: 'secret-private-key', engineRule: 'vigia/private-key' }, (line) => {
      // Keep what precedes the key (`"private_key": "`) and the header, never the body.
      const at = line.indexOf(key.header);
      return at === -1 ? redactSecretLike(line) : `${line.slice(0, at)}${key.header}${REDACTED}`;
    });
  }
  for (const token of findProviderTokens(text)) {
    const ruleId = token.rule.catalog ?? 'secret-provider-token';
    add(token.offset, token.value, { ruleId, engineRule: `vigia/${token.rule.id}`, message: ruleId === 'secret-provider-token' ? providerMessage(token.rule.provider) : undefined });
  }
  for (const credential of findConnectionCredentials(text)) {
    add(credential.offset, credential.value, { ruleId: 'secret-credential-url', engineRule: 'vigia/credential-url' });
  }
  for (const secret of findKubernetesSecrets(text)) {
    add(secret.offset, secret.value, { ruleId: 'secret-kubernetes-manifest', engineRule: 'vigia/kubernetes-secret' });
  }
  for (const a of findSecretAssignments(text, isProgramSource(file))) {
    if (a.provider) add(a.nameOffset, a.value, { ruleId: 'secret-provider-token', engineRule: 'vigia/provider-named-assignment', message: providerMessage(a.provider) });
    else add(a.nameOffset, a.value, { ruleId: 'secret-high-entropy', engineRule: 'vigia/high-entropy' });
  }
  return hits;
}
