/**
 * Marks the findings a `vigia-ignore` comment covers: same rule (the catalog id, or the engine's or
 * imported tool's own id), on the comment's line or the line below it. A comment with a reason
 * suppresses (inSource, accepted); one without is ignored, and both the scan log and the finding
 * say so, so nobody believes a finding hidden that still counts.
 */
import { redactSecretLike } from '../detectors/secrets/redact.js';
import type { Finding, ScanLogEntry } from '../types.js';
import type { SuppressionComment } from './suppression-comments.js';

const covers = (comment: SuppressionComment, finding: Finding): boolean => {
  if (comment.line !== finding.line && comment.line !== finding.line - 1) return false;
  const rule = comment.rule.toLowerCase();
  return [finding.rule, finding.meta.engineRule, finding.meta.toolRule].some((id) => id?.toLowerCase() === rule);
};

export const missingReasonNote = (comment: SuppressionComment): string =>
  `Comentário vigia-ignore na linha ${comment.line} sem justificativa: ignorado. Escreva "vigia-ignore ${comment.rule}: <motivo>".`;

/** Applies one file's comments to the findings (in place, and returned); logs every comment without a reason. */
export function applySuppressionComments(
  findings: Finding[],
  commentsByFile: ReadonlyMap<string, readonly SuppressionComment[]>,
  log: ScanLogEntry[],
): Finding[] {
  if (commentsByFile.size === 0) return findings;
  for (const [file, comments] of commentsByFile) {
    for (const comment of comments) if (comment.reason === null) log.push({ level: 'warn', file, message: missingReasonNote(comment) });
  }
  for (const finding of findings) {
    const comments = commentsByFile.get(finding.file)?.filter((comment) => covers(comment, finding));
    if (!comments?.length) continue;
    const justified = comments.find((comment) => comment.reason !== null);
    if (justified?.reason) finding.suppression = { kind: 'inSource', status: 'accepted', justification: redactSecretLike(justified.reason) };
    else finding.meta = { ...finding.meta, suppressionNote: missingReasonNote(comments[0] as SuppressionComment) };
  }
  return findings;
}
