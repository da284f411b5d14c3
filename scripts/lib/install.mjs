// Installs the workspace from the lockfile when node_modules is missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { runPnpm } from './pnpm.mjs';

export function ensureInstalled(root) {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('› Instalando dependências (pnpm install --frozen-lockfile)...');
  runPnpm(['install', '--frozen-lockfile'], { cwd: root });
}
