/**
 * The detectors that run in-process on a file's text: secrets, Brazilian identifiers, Dockerfile rules,
 * configuration settings, taint analysis (Java, JavaScript/TypeScript, Python, Go, Kotlin, PHP, C#).
 */
import { detectBrazilianIds } from '../detectors/brazil-ids.js';
import { detectConfigSettings } from '../detectors/config-settings.js';
import { detectDockerfile } from '../detectors/dockerfile.js';
import { detectSecrets } from '../detectors/secrets/detect-secrets.js';
import { configKind, isDockerfile } from '../files/classify.js';
import type { Hit } from '../findings/make-finding.js';
import { analyzeCsharp, mayNeedCsharpAnalysis } from '../taint/csharp/analyze.js';
import { analyzeGo, mayNeedGoAnalysis } from '../taint/go/analyze.js';
import { analyzeJava, mayNeedJavaAnalysis } from '../taint/java/analyze.js';
import { analyzeKotlin, mayNeedKotlinAnalysis } from '../taint/kotlin/analyze.js';
import { analyzePhp, mayNeedPhpAnalysis } from '../taint/php/analyze.js';
import { scriptTaintPass } from '../taint/script-pass.js';

export async function detectInText(file: string, text: string): Promise<Hit[]> {
  const secrets = detectSecrets(file, text);
  const secretLines = new Set(secrets.map((h) => h.line));
  // Only files whose name says configuration are parsed (speed); a secret already reported stays one finding.
  const kind = configKind(file);
  const settings = kind ? detectConfigSettings(file, text, kind).filter((h) => !(h.ruleId.startsWith('secret-') && secretLines.has(h.line))) : [];
  return [
    ...secrets,
    ...detectBrazilianIds(file, text),
    ...(isDockerfile(file) ? detectDockerfile(file, text) : []),
    ...settings,
    // Taint and crypto checks on a real Java parse; most files never get past the token prefilter.
    ...(file.endsWith('.java') && mayNeedJavaAnalysis(text) ? analyzeJava(file, text) : []),
    // The same for JavaScript/TypeScript and Python (the script interpreter, or the IR engine under VIGIA_TAINT_ENGINE).
    ...scriptTaintPass(file, text),
    ...(mayNeedGoAnalysis(file, text) ? analyzeGo(file, text) : []),
    ...(mayNeedKotlinAnalysis(file, text) ? analyzeKotlin(file, text) : []),
    ...(mayNeedPhpAnalysis(file, text) ? analyzePhp(file, text) : []),
    ...(mayNeedCsharpAnalysis(file, text) ? analyzeCsharp(file, text) : []),
  ];
}
