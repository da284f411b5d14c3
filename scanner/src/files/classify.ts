/** Decides what a file is: which engine language, or a binary/minified file to skip. */
import { basename, extname } from 'node:path';

/** Extensions handed to ast-grep (languages mapped in sgconfig.yml). */
const AST_GREP_EXTENSIONS = new Set([
  '.js', '.jsx', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.tsx',
  '.py', '.java', '.go', '.cs', '.php', '.kt', '.kts', '.tf', '.tfvars', '.hcl', '.yml', '.yaml',
]);

const BINARY_EXTENSIONS = new Set([
  '.png', '.jpg', '.jpeg', '.gif', '.bmp', '.ico', '.webp', '.avif', '.tiff', '.psd', '.svgz',
  '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.odt',
  '.zip', '.gz', '.tgz', '.bz2', '.xz', '.7z', '.rar', '.tar', '.jar', '.war', '.ear', '.whl', '.nupkg',
  '.class', '.dll', '.exe', '.so', '.dylib', '.o', '.a', '.lib', '.bin', '.dat', '.node', '.wasm', '.pyc', '.pyo',
  '.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp3', '.mp4', '.wav', '.ogg', '.webm', '.mov', '.avi',
  '.sqlite', '.db', '.p12', '.pfx', '.keystore', '.jks', '.der', '.map',
]);

/** Directories of third-party or generated code, skipped unless includeVendored is set. */
export const VENDORED_DIRS = new Set([
  'node_modules', 'vendor', 'bower_components', 'jspm_packages', 'third_party', 'third-party', 'thirdparty',
  'dist', 'build', 'out', 'target', 'bin', 'obj', '.next', '.nuxt', '.gradle', '.terraform', '.venv', 'venv',
  '__pycache__', 'site-packages', 'Pods', 'Carthage', '.yarn', '.pnpm-store', 'coverage',
]);

/** Version-control metadata is not source: always skipped. */
export const ALWAYS_SKIPPED_DIRS = new Set(['.git', '.hg', '.svn']);

export function isMinifiedName(path: string): boolean {
  return /[.-]min\.(?:js|mjs|cjs|css)$/i.test(path) || /\.(?:bundle|chunk)\.[0-9a-f]{6,}\.js$/i.test(path);
}

export function hasBinaryExtension(path: string): boolean {
  return BINARY_EXTENSIONS.has(extname(path).toLowerCase());
}

export function isDockerfile(path: string): boolean {
  const name = basename(path).toLowerCase();
  return name === 'dockerfile' || name.startsWith('dockerfile.') || name.endsWith('.dockerfile') || name === 'containerfile';
}

/** Program sources, where an unquoted name after `=` is a reference to a variable, not a literal. */
const PROGRAM_EXTENSIONS = new Set([
  '.js', '.jsx', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.tsx', '.py', '.java', '.go', '.cs', '.php', '.kt', '.kts',
  '.rb', '.rs', '.swift', '.scala', '.groovy', '.dart', '.c', '.h', '.cc', '.cpp', '.hpp', '.m', '.lua', '.tf', '.hcl',
]);

export function isProgramSource(path: string): boolean {
  return PROGRAM_EXTENSIONS.has(extname(path).toLowerCase());
}

/** Configuration formats read as key/value settings (src/config); the only place a file is routed to its parser. */
export type ConfigKind = 'properties' | 'yaml' | 'env' | 'toml' | 'ini' | 'dockerfile';

/**
 * Not settings: lockfiles (large, generated) and message bundles/locales, whose `password=Senha` is a
 * label, not a credential.
 */
const NOT_SETTINGS = /(?:^|\/)(?:pnpm-lock\.yaml|Chart\.lock|(?:Validation)?Messages[\w-]*\.properties|[\w-]+_[a-z]{2}(?:_[A-Z]{2})?\.properties)$|(?:^|\/)(?:i18n|locales?|translations?|lang)\//i;

export function configKind(path: string): ConfigKind | undefined {
  if (isDockerfile(path)) return 'dockerfile';
  if (NOT_SETTINGS.test(path.replace(/\\/g, '/'))) return undefined;
  const name = basename(path).toLowerCase();
  // `.env`, `.env.local`, `.env.production`, `app.env`; not `.envrc` (a shell script).
  if (name === '.env' || name.startsWith('.env.') || name.endsWith('.env')) return 'env';
  switch (extname(name)) {
    case '.properties': return 'properties';
    case '.yml': case '.yaml': return 'yaml';
    case '.toml': return 'toml';
    case '.ini': case '.conf': case '.cfg': return 'ini';
    default: return undefined;
  }
}

export function isAstGrepFile(path: string): boolean {
  return AST_GREP_EXTENSIONS.has(extname(path).toLowerCase());
}

/** A NUL byte in the first 8 KB marks binary content (the same heuristic git uses). */
export function looksBinary(content: Buffer): boolean {
  return content.subarray(0, 8192).includes(0);
}

/** Minified or generated bundles: very long lines on average, or one huge line. */
export function looksMinified(text: string, lines: number): boolean {
  if (text.length < 2000) return false;
  const average = text.length / Math.max(lines, 1);
  if (average > 300) return true;
  return lines < 20 && text.length > 20_000;
}
