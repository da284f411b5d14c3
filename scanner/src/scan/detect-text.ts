/** The detectors that run in-process on a file's text: secrets, Brazilian identifiers, Dockerfile rules, taint analysis (Java, JavaScript/TypeScript, Python). */
import { detectBrazilianIds } from '../detectors/brazil-ids.js';
import { detectDockerfile } from '../detectors/dockerfile.js';
import { detectSecrets } from '../detectors/secrets/detect-secrets.js';
import { isDockerfile } from '../files/classify.js';
import type { Hit } from '../findings/make-finding.js';
import { analyzeJava, mayNeedJavaAnalysis } from '../taint/java/analyze.js';
import { analyzeScript, mayNeedScriptAnalysis } from '../taint/script/analyze.js';

export async function detectInText(file: string, text: string): Promise<Hit[]> {
  return [
    ...detectSecrets(file, text),
    ...detectBrazilianIds(file, text),
    ...(isDockerfile(file) ? detectDockerfile(file, text) : []),
    // Taint and crypto checks on a real Java parse; most files never get past the token prefilter.
    ...(file.endsWith('.java') && mayNeedJavaAnalysis(text) ? analyzeJava(file, text) : []),
    // The same for JavaScript/TypeScript and Python (one interpreter, one API table per language).
    ...(mayNeedScriptAnalysis(file, text) ? analyzeScript(file, text) : []),
  ];
}
