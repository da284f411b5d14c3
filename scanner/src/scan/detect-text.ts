/**
 * The detectors that run in-process on a file's text: secrets, Brazilian identifiers, Dockerfile rules,
 * configuration settings, taint analysis (Java, JavaScript/TypeScript, Python, Go, Kotlin, PHP, C#).
 * Each pass runs on its own: one that throws costs only its own hits, and the file is named as skipped.
 */
import { detectBrazilianIds } from '../detectors/brazil-ids.js';
import { detectConfigSettings } from '../detectors/config-settings.js';
import { detectDockerfile } from '../detectors/dockerfile.js';
import { detectSecrets } from '../detectors/secrets/detect-secrets.js';
import { configKind, isDockerfile } from '../files/classify.js';
import type { Hit } from '../findings/make-finding.js';
import type { PassNotes } from '../taint/file-pass.js';
import { engineTaintPass } from '../taint/engine-pass.js';
import type { Project } from '../taint/project/project.js';
import type { SkippedFile, SkipStage } from '../types.js';
import { skippedFile } from './skipped-files.js';

/** `project`: the tree's files and summaries, so taint follows calls into other files (a file scanned alone has none). */
export async function detectInText(file: string, text: string, onSkip: (skipped: SkippedFile) => void = () => undefined, project?: Project): Promise<Hit[]> {
  const run = (stage: SkipStage, pass: (notes: PassNotes) => Hit[]): Hit[] => {
    try {
      return pass({ incomplete: (code, detail) => onSkip(skippedFile(file, code, stage, detail)) });
    } catch (error) {
      onSkip(skippedFile(file, 'analysis_error', stage, (error as Error).message.slice(0, 200)));
      return [];
    }
  };
  const secrets = run('secrets', () => detectSecrets(file, text));
  const secretLines = new Set(secrets.map((h) => h.line));
  // Only files whose name says configuration are parsed (speed); a secret already reported stays one finding.
  const kind = configKind(file);
  const settings = kind ? run('config', () => detectConfigSettings(file, text, kind)).filter((h) => !(h.ruleId.startsWith('secret-') && secretLines.has(h.line))) : [];
  return [
    ...secrets,
    ...run('personal_data', () => detectBrazilianIds(file, text)),
    ...(isDockerfile(file) ? run('dockerfile', () => detectDockerfile(file, text)) : []),
    ...settings,
    // Every taint language (Java, JavaScript/TypeScript, Python, Go, Kotlin, PHP, C#): the IR engine, its
    // prefilter derived from the model rows; Java's checks of constants (weak algorithms, cookies) are rows too.
    ...run('taint', (notes) => engineTaintPass(file, text, notes, project)),
  ];
}
