/**
 * VIGIA_TAINT_ENGINE chooses, per language, between each language's own interpreter and the IR engine
 * (engine/): `legacy` (the default) runs today's passes; `ir` runs the engine for every language it has
 * a frontend for; `ir:javascript,typescript` only for those. A language the engine cannot read yet stays
 * with its interpreter. The variable is read once per process; a value it does not know stops the scan.
 */
import { ENGINE_LANGUAGES, type EngineLanguage } from './engine/analyze.js';

const LANGUAGES: readonly EngineLanguage[] = ['javascript', 'typescript', 'python', 'java', 'go', 'kotlin', 'php', 'csharp'];

/** The languages the IR engine handles under a value of the variable. */
export function parseTaintEngine(value: string | undefined): ReadonlySet<EngineLanguage> {
  const text = (value ?? '').trim();
  if (text === '' || text === 'legacy') return new Set();
  if (text === 'ir') return ENGINE_LANGUAGES;
  const listed = /^ir:(.+)$/.exec(text)?.[1]?.split(',').map((l) => l.trim());
  const unknown = listed ? listed.filter((l) => !LANGUAGES.includes(l as EngineLanguage)) : [text];
  if (!listed || unknown.length) {
    throw new Error(`VIGIA_TAINT_ENGINE inválido: "${text}" (use legacy, ir ou ir:<linguagem>,... com ${LANGUAGES.join(', ')})`);
  }
  return new Set(listed.filter((l): l is EngineLanguage => ENGINE_LANGUAGES.has(l as EngineLanguage)));
}

let chosen: ReadonlySet<EngineLanguage> | undefined;

/** Whether the IR engine analyses files of this language in this process. */
export function engineHandles(language: EngineLanguage): boolean {
  chosen ??= parseTaintEngine(process.env.VIGIA_TAINT_ENGINE);
  return chosen.has(language);
}
