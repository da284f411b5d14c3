/**
 * The frame of a language's pass over one file: parse with a registered grammar, interpret with a
 * report sink, keep the findings so far when the file's work budget runs out, and return them as hits.
 */
import { parse, type SgNode } from '@ast-grep/napi';
import type { Hit } from '../findings/make-finding.js';
import { ensureGrammars } from './grammars.js';
import { ReportSet, type TaintReport } from './report.js';
import { WorkBudgetExceeded } from './tree.js';

export function parseWithGrammar(language: 'csharp' | 'go' | 'kotlin' | 'php', text: string): SgNode {
  ensureGrammars();
  return parse(language, text).root();
}

/** Runs `interpret` with a report sink; past the work budget (a bundle, generated code) the reports so far are kept. */
export function collectHits(file: string, text: string, engineLanguage: string, interpret: (report: (r: TaintReport) => void) => void): Hit[] {
  const reports = new ReportSet();
  try {
    interpret((r) => reports.add(r));
  } catch (error) {
    if (!(error instanceof WorkBudgetExceeded)) throw error;
  }
  return reports.toHits(file, text, engineLanguage);
}
