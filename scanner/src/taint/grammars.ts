/**
 * The tree-sitter grammars that @ast-grep/napi does not build in, registered together and once per
 * process: registering again (one language at a time) replaces or fails on what was registered before.
 */
import { registerDynamicLanguage } from '@ast-grep/napi';
import csharp from '@ast-grep/lang-csharp';
import go from '@ast-grep/lang-go';
import java from '@ast-grep/lang-java';
import kotlin from '@ast-grep/lang-kotlin';
import php from '@ast-grep/lang-php';
import python from '@ast-grep/lang-python';

let registered = false;

export function ensureGrammars(): void {
  if (registered) return;
  registerDynamicLanguage({ java, python, go, kotlin, php, csharp } as unknown as Parameters<typeof registerDynamicLanguage>[0]);
  registered = true;
}
