/**
 * The frame of a language's pass over one file: parse with a registered grammar, interpret with a
 * report sink, keep the findings so far when the file's work budget runs out, and return them as hits.
 * A pass that read its file only in part says so through its notes (the scan names such files).
 */
import { parse, type SgNode } from '@ast-grep/napi';
import type { Hit } from '../findings/make-finding.js';
import { ensureGrammars } from './grammars.js';
import { ReportSet, type TaintReport } from './report.js';
import { WorkBudgetExceeded } from './tree.js';

/** Told when a pass could not read all of its file: a syntax error (its line), the work budget ran out, or the file is past the pass's size limit. */
export interface PassNotes {
  incomplete(code: 'parse_error' | 'work_budget' | 'too_large_for_analysis', detail?: string): void;
}

/** Whether a file the pass would analyse is within its size limit; past it the pass does not run, and says so. */
export function withinSizeLimit(text: string, maxChars: number, notes: PassNotes | undefined): boolean {
  if (text.length <= maxChars) return true;
  notes?.incomplete('too_large_for_analysis', maxChars.toLocaleString('pt-BR'));
  return false;
}

export function parseWithGrammar(language: 'csharp' | 'go' | 'kotlin' | 'php', text: string): SgNode {
  ensureGrammars();
  return parse(language, text).root();
}

/** The first stretch the grammar could not read (the interpreter skips it), told with its line; one engine query when notes are asked for. */
export function noteSyntaxError(root: SgNode, notes: PassNotes | undefined): void {
  if (!notes) return;
  const error = root.kind() === 'ERROR' ? root : root.find({ rule: { kind: 'ERROR' } });
  if (error) notes.incomplete('parse_error', String(error.range().start.line + 1));
}

/** Runs `interpret` with a report sink; past the work budget (a bundle, generated code) the reports so far are kept. */
export function collectHits(file: string, text: string, engineLanguage: string, interpret: (report: (r: TaintReport) => void) => void, notes?: PassNotes): Hit[] {
  const reports = new ReportSet();
  try {
    interpret((r) => reports.add(r));
  } catch (error) {
    if (!(error instanceof WorkBudgetExceeded)) throw error;
    notes?.incomplete('work_budget');
  }
  return reports.toHits(file, text, engineLanguage);
}
