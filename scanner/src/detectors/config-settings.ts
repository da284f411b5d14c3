/** Setting checks (debug, TLS, http://, secrets, CORS, Open Finance profile) on configuration files. */
import { checkSettings } from '../config/checks.js';
import { parseConfig } from '../config/parse-config.js';
import type { ConfigKind } from '../files/classify.js';
import type { Hit } from '../findings/make-finding.js';
import { TextPositions } from './text-position.js';
import { redactValue } from './secrets/redact.js';

export function detectConfigSettings(file: string, text: string, kind: ConfigKind): Hit[] {
  const positions = new TextPositions(text);
  return checkSettings(parseConfig(kind, text)).map(({ entry, ruleId }) => {
    const line = positions.lineText(entry.line);
    const snippet = ruleId.startsWith('secret-') ? redactValue(line, entry.value) : line;
    return { ruleId, file, line: entry.line, column: entry.column, snippet, source: kind === 'dockerfile' ? 'dockerfile' : 'config', engineRule: `vigia/config/${ruleId}` };
  });
}
