/**
 * Dockerfile checks: ast-grep has no Dockerfile grammar, so these few line rules run here. Settings in
 * `ENV`/`ARG`/`RUN VAR=x` (debug, TLS off, Open Finance...) go through the common checks in src/config.
 */
import type { Hit } from '../findings/make-finding.js';

interface LineRule { ruleId: string; pattern: RegExp }

const RULES: readonly LineRule[] = [
  { ruleId: 'container-runs-as-root', pattern: /^\s*USER\s+(?:root|0)(?::\S+)?\s*$/i },
  { ruleId: 'container-image-unpinned', pattern: /^\s*FROM\s+(?:--platform=\S+\s+)?(?!scratch\b)[^\s:@]+(?::latest)?(?:\s+AS\s+\S+)?\s*$/i },
  { ruleId: 'container-remote-add', pattern: /^\s*(?:ADD\s+http:\/\/|RUN\s+.*\b(?:curl\s+[^|;&]*(?:-k\b|--insecure)|wget\s+[^|;&]*--no-check-certificate|(?:curl|wget)\s+[^|;&]*http:\/\/))/i },
];

export function detectDockerfile(file: string, text: string): Hit[] {
  const hits: Hit[] = [];
  const stages = new Set<string>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    const stage = /^\s*FROM\s+\S+\s+AS\s+(\S+)/i.exec(line)?.[1];
    for (const rule of RULES) {
      if (!rule.pattern.test(line)) continue;
      // "FROM builder" refers to an earlier stage, not to an unpinned image.
      const image = /^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)/i.exec(line)?.[1];
      if (rule.ruleId === 'container-image-unpinned' && image && stages.has(image.toLowerCase())) continue;
      hits.push({ ruleId: rule.ruleId, file, line: index + 1, column: line.search(/\S/) + 1, snippet: line, source: 'dockerfile', engineRule: `vigia/dockerfile/${rule.ruleId}` });
    }
    if (stage) stages.add(stage.toLowerCase());
  });
  return hits;
}
