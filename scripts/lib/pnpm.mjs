// Runs pnpm, or `npx -y pnpm@10` on machines that do not have it yet.
import { spawnSync } from 'node:child_process';

let cached;

/** The command and leading arguments that invoke pnpm 10 on this machine. */
export function pnpmCommand() {
  if (cached) return cached;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  const major = probe.status === 0 ? Number.parseInt(probe.stdout.trim().split('.')[0], 10) : 0;
  cached = major >= 10 ? ['pnpm'] : ['npx', '-y', 'pnpm@10'];
  return cached;
}

/** Runs pnpm with inherited output; throws when it fails. */
export function runPnpm(args, options = {}) {
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, ...args], { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} falhou (código ${result.status})`);
}
