import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The server imports the built mesh (gateway/.mesh): build it once if it is not there. */
export default function setup(): void {
  if (existsSync(join(gatewayDir, '.mesh', 'index.js'))) return;
  execFileSync(join(gatewayDir, 'node_modules', '.bin', 'mesh'), ['build', '--fileType', 'js'], {
    cwd: gatewayDir,
    stdio: 'inherit',
  });
}
