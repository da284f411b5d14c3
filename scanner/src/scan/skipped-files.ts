/**
 * Files a scan could not read or analyse: each named with a code and a sentence, none dropped in
 * silence. A tree can hold thousands of them (a folder of generated files), so the count stays exact
 * and only the first SKIPPED_FILES_KEPT are named.
 */
import type { ScanResult, SkipCode, SkippedFile, SkipStage } from '../types.js';

export const SKIPPED_FILES_KEPT = 1_000;

const REASONS: Record<SkipCode, (detail: string) => string> = {
  'too_large': (detail) => `Arquivo maior que o limite de ${detail}; não foi lido.`,
  unreadable: (detail) => `Não foi possível ler o arquivo (${detail}).`,
  'binary_content': () => 'O conteúdo do arquivo é binário; não foi analisado.',
  'minified_content': () => 'O conteúdo do arquivo é minificado ou gerado (linhas muito longas); não foi analisado.',
  'parse_error': (detail) => `Erro de sintaxe na linha ${detail}: a análise de fluxo de dados não leu esse trecho; o resto do arquivo foi analisado.`,
  'analysis_error': (detail) => `A análise falhou neste arquivo (${detail}); os demais detectores rodaram.`,
  'too_large_for_analysis': (detail) => `Arquivo maior que o limite da análise de fluxo de dados (${detail} caracteres): ela não rodou nele; os demais detectores rodaram.`,
  'work_budget': () => 'Arquivo grande ou complexo demais para a análise de fluxo de dados: ela parou no limite de trabalho por arquivo; os achados até ali foram mantidos.',
  'rules_engine_error': (detail) => `O motor de regras (ast-grep) falhou no lote deste arquivo: ${detail}.`,
};

export function skippedFile(file: string, code: SkipCode, stage: SkipStage, detail = ''): SkippedFile {
  return { file, code, stage, reason: REASONS[code](detail) };
}

export type SkippedTally = Pick<ScanResult, 'filesSkipped' | 'filesSkippedCount'>;

/** Adds `more` (named files, and a count that may exceed them) to `into`, naming at most SKIPPED_FILES_KEPT. */
export function addSkipped(into: SkippedTally, more: SkippedTally): void {
  const room = SKIPPED_FILES_KEPT - into.filesSkipped.length;
  if (room > 0) into.filesSkipped.push(...more.filesSkipped.slice(0, room));
  into.filesSkippedCount += more.filesSkippedCount;
}

/** A tally of one file at a time, each file counted once (the first reason wins: one pass failing is enough to tell). */
export class SkippedFiles implements SkippedTally {
  readonly filesSkipped: SkippedFile[] = [];
  filesSkippedCount = 0;
  private readonly seen = new Set<string>();

  add = (skipped: SkippedFile): void => {
    if (this.seen.has(skipped.file)) return;
    this.seen.add(skipped.file);
    addSkipped(this, { filesSkipped: [skipped], filesSkippedCount: 1 });
  };
}
