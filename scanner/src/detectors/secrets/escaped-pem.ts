/** PEM private keys written on one line with \n or \r\n escapes (JSON, env files): secretlint misses these. */
import type { Hit } from '../../findings/make-finding.js';
import { TextPositions } from '../text-position.js';
import { REDACTED } from './redact.js';

const ESCAPED_PEM = /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----(?:\\\\?r)?\\\\?n([A-Za-z0-9+/=]{40,})/g;

export function detectEscapedPem(file: string, text: string): Hit[] {
  if (!text.includes('PRIVATE KEY-----\\')) return [];
  const positions = new TextPositions(text);
  const hits: Hit[] = [];
  for (const match of text.matchAll(ESCAPED_PEM)) {
    const { line, column } = positions.position(match.index);
    const lineText = positions.lineText(line);
    hits.push({
      ruleId: 'secret-private-key',
      file,
      line,
      column,
      snippet: lineText.slice(0, column - 1) + `-----BEGIN ${match[1]}-----${REDACTED}`,
      source: 'secrets',
      engineRule: 'vigia/escaped-pem',
    });
  }
  return hits;
}
