/** The detectors that run in-process on a file's text: secrets, Brazilian identifiers, Dockerfile rules, Java taint analysis. */
import { detectBrazilianIds } from '../detectors/brazil-ids.js';
import { detectDockerfile } from '../detectors/dockerfile.js';
import { detectProviderSecrets } from '../detectors/secrets/detect-providers.js';
import { detectHighEntropyAssignments } from '../detectors/secrets/entropy.js';
import { isDockerfile } from '../files/classify.js';
import type { Hit } from '../findings/make-finding.js';
import { analyzeJava, mayNeedJavaAnalysis } from '../taint/java/analyze.js';

export async function detectInText(file: string, text: string): Promise<Hit[]> {
  const provider = detectProviderSecrets(file, text);
  // A provider token is not reported twice as a generic high-entropy value.
  const providerLines = new Set(provider.map((h) => h.line));
  const entropy = detectHighEntropyAssignments(file, text).filter((h) => !providerLines.has(h.line));
  return [
    ...provider,
    ...entropy,
    ...detectBrazilianIds(file, text),
    ...(isDockerfile(file) ? detectDockerfile(file, text) : []),
    // Taint and crypto checks on a real Java parse; most files never get past the token prefilter.
    ...(file.endsWith('.java') && mayNeedJavaAnalysis(text) ? analyzeJava(file, text) : []),
  ];
}
