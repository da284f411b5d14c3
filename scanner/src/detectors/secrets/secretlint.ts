/**
 * Provider-format secrets through the secretlint 12.0.0 library API. Its always-on profiler keeps every
 * performance mark and slows down quadratically with file count, so we switch it off once.
 */
import { lintSource } from '@secretlint/core';
import { secretLintProfiler } from '@secretlint/profiler';
import { creator as recommendPreset } from '@secretlint/secretlint-rule-preset-recommend';
import type { SecretLintCoreConfig } from '@secretlint/types';
import type { Hit } from '../../findings/make-finding.js';
import { TextPositions } from '../text-position.js';
import { redactSecretLike, redactValue } from './redact.js';

let profilerOff = false;
function disableProfiler(): void {
  if (profilerOff) return;
  secretLintProfiler.mark = () => undefined;
  profilerOff = true;
}

const CONFIG: SecretLintCoreConfig = {
  rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommendPreset }],
};

function catalogIdFor(secretlintRule: string): string {
  if (/privatekey/.test(secretlintRule)) return 'secret-private-key';
  if (/basicauth|database-connection-string/.test(secretlintRule)) return 'secret-credential-url';
  return 'secret-provider-token';
}

/** Provider name for the message, e.g. "@secretlint/secretlint-rule-aws" → "aws". */
function provider(secretlintRule: string): string {
  return secretlintRule.replace(/^@secretlint\/secretlint-rule-/, '');
}

export async function detectWithSecretlint(file: string, text: string): Promise<Hit[]> {
  disableProfiler();
  const result = await lintSource({
    source: { filePath: file, content: text, contentType: 'text', ext: file.slice(file.lastIndexOf('.')) },
    options: { config: CONFIG, noPhysicFilePath: true },
  });
  const positions = new TextPositions(text);
  return result.messages.map((message) => {
    const [start, end] = message.range;
    const from = positions.position(start);
    const to = positions.position(end);
    const secret = text.slice(start, end);
    const ruleId = catalogIdFor(message.ruleId);
    return {
      ruleId,
      file,
      line: from.line,
      column: from.column,
      endLine: to.line,
      endColumn: to.column,
      snippet: redactSecretLike(redactValue(positions.lineText(from.line), secret)),
      source: 'secrets',
      engineRule: message.ruleId,
      message: ruleId === 'secret-provider-token' ? `Credencial de provedor (${provider(message.ruleId)}) no repositório; revogue e mova para um cofre de segredos.` : undefined,
    } satisfies Hit;
  });
}
