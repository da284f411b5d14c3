/**
 * The tree-sitter grammars that @ast-grep/napi does not build in, registered together and once per
 * process: registering again (one language at a time) replaces or fails on what was registered before.
 */
import { registerDynamicLanguage } from '@ast-grep/napi';
import csharp from '@ast-grep/lang-csharp';
import java from '@ast-grep/lang-java';
import php from '@ast-grep/lang-php';
import python from '@ast-grep/lang-python';

let registered = false;

export function ensureGrammars(): void {
  if (registered) return;
  registerDynamicLanguage({ java, python, php, csharp } as unknown as Parameters<typeof registerDynamicLanguage>[0]);
  registered = true;
}
