/**
 * The detectors that run in-process on a file's text: secrets, Brazilian identifiers, Dockerfile rules,
 * configuration settings, Java taint analysis.
 */
import { detectBrazilianIds } from '../detectors/brazil-ids.js';
import { detectConfigSettings } from '../detectors/config-settings.js';
import { detectDockerfile } from '../detectors/dockerfile.js';
import { detectHighEntropyAssignments } from '../detectors/secrets/entropy.js';
import { detectEscapedPem } from '../detectors/secrets/escaped-pem.js';
import { detectWithSecretlint } from '../detectors/secrets/secretlint.js';
import { configKind, isDockerfile } from '../files/classify.js';
import type { Hit } from '../findings/make-finding.js';
import { analyzeJava, mayNeedJavaAnalysis } from '../taint/java/analyze.js';

export async function detectInText(file: string, text: string): Promise<Hit[]> {
  const provider = await detectWithSecretlint(file, text);
  const providerLines = new Set(provider.filter((h) => h.ruleId === 'secret-private-key').map((h) => h.line));
  // Only report an escaped PEM that secretlint did not already report on that line.
  const escapedPem = detectEscapedPem(file, text).filter((h) => !providerLines.has(h.line));
  const secretLines = new Set([...provider, ...escapedPem].map((h) => h.line));
  // A provider token is not reported twice as a generic high-entropy value.
  const entropy = detectHighEntropyAssignments(file, text).filter((h) => !secretLines.has(h.line));
  for (const h of entropy) secretLines.add(h.line);
  // Only files whose name says configuration are parsed (speed); a secret already reported stays one finding.
  const kind = configKind(file);
  const settings = kind ? detectConfigSettings(file, text, kind).filter((h) => !(h.ruleId.startsWith('secret-') && secretLines.has(h.line))) : [];
  return [
    ...provider,
    ...escapedPem,
    ...entropy,
    ...detectBrazilianIds(file, text),
    ...(isDockerfile(file) ? detectDockerfile(file, text) : []),
    ...settings,
    // Taint and crypto checks on a real Java parse; most files never get past the token prefilter.
    ...(file.endsWith('.java') && mayNeedJavaAnalysis(text) ? analyzeJava(file, text) : []),
  ];
}
