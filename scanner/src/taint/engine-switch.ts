/**
 * Which files the IR engine (engine/) analyses. Java, JavaScript, TypeScript, Python, Go, Kotlin, PHP and C#
 * have no other pass: their old interpreters are gone, so the engine always takes them. VIGIA_TAINT_ENGINE
 * (`legacy`, `ir`, `ir:<language>,...`) stays for a language that may yet come with an interpreter of its
 * own; today every value gives the same set. The variable is read once per process; a value it does not
 * know stops the scan.
 */
import { ENGINE_LANGUAGES, type EngineLanguage } from './engine/analyze.js';

const LANGUAGES: readonly EngineLanguage[] = ['javascript', 'typescript', 'python', 'java', 'go', 'kotlin', 'php', 'csharp'];

/** Languages whose old interpreter was deleted when the engine became theirs: no value brings it back. */
export const ENGINE_ONLY_LANGUAGES: ReadonlySet<EngineLanguage> = new Set(['javascript', 'typescript', 'python', 'java', 'go', 'kotlin', 'php', 'csharp']);

/** The languages the IR engine handles under a value of the variable (always the engine-only ones). */
export function parseTaintEngine(value: string | undefined): ReadonlySet<EngineLanguage> {
  const text = (value ?? '').trim();
  if (text === '' || text === 'legacy') return ENGINE_ONLY_LANGUAGES;
  if (text === 'ir') return ENGINE_LANGUAGES;
  const listed = /^ir:(.+)$/.exec(text)?.[1]?.split(',').map((l) => l.trim());
  const unknown = listed ? listed.filter((l) => !LANGUAGES.includes(l as EngineLanguage)) : [text];
  if (!listed || unknown.length) {
    throw new Error(`VIGIA_TAINT_ENGINE inválido: "${text}" (use legacy, ir ou ir:<linguagem>,... com ${LANGUAGES.join(', ')})`);
  }
  const opted = listed.filter((l): l is EngineLanguage => ENGINE_LANGUAGES.has(l as EngineLanguage));
  return new Set([...ENGINE_ONLY_LANGUAGES, ...opted]);
}

let chosen: ReadonlySet<EngineLanguage> | undefined;

/** Whether the IR engine analyses files of this language in this process. */
export function engineHandles(language: EngineLanguage): boolean {
  chosen ??= parseTaintEngine(process.env.VIGIA_TAINT_ENGINE);
  return chosen.has(language);
}
