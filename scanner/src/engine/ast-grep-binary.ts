/**
 * Locates the native ast-grep binary. pnpm does not run @ast-grep/cli's postinstall (it only copies the
 * platform binary over a Node shim), so we resolve the platform package directly and skip the shim.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PACKAGE_ROOT } from '../catalog/catalog.js';

const require = createRequire(import.meta.url);

function platformPackage(): string | undefined {
  const { platform, arch } = process;
  if (platform === 'linux' && (arch === 'x64' || arch === 'arm64')) return `@ast-grep/cli-linux-${arch}-gnu`;
  if (platform === 'darwin' && (arch === 'x64' || arch === 'arm64')) return `@ast-grep/cli-darwin-${arch}`;
  if (platform === 'win32' && (arch === 'x64' || arch === 'arm64' || arch === 'ia32')) return `@ast-grep/cli-win32-${arch}-msvc`;
  return undefined;
}

let cached: string | undefined;

export function astGrepBinary(): string {
  if (cached) return cached;
  const cliDir = dirname(require.resolve('@ast-grep/cli/package.json'));
  const exe = process.platform === 'win32' ? 'ast-grep.exe' : 'ast-grep';
  const pkg = platformPackage();
  if (pkg) {
    try {
      const candidate = join(dirname(require.resolve(`${pkg}/package.json`, { paths: [cliDir] })), exe);
      if (existsSync(candidate)) return (cached = candidate);
    } catch {
      // Not installed for this platform: fall back to the CLI package's own entry point.
    }
  }
  return (cached = join(cliDir, exe));
}

/** Our own project config: rules come from scanner/rules, never from the scanned tree. */
export const SG_CONFIG = join(PACKAGE_ROOT, 'sgconfig.yml');

/** Every ignore source disabled, so .gitignore/.ignore/hidden files in an uploaded tree cannot hide code. */
export const NO_IGNORE_ARGS = ['hidden', 'dot', 'exclude', 'vcs', 'parent', 'global'].flatMap((kind) => ['--no-ignore', kind]);

export function astGrepScanArgs(): string[] {
  return ['scan', '--config', SG_CONFIG, '--json=stream', '--include-metadata', ...NO_IGNORE_ARGS];
}
