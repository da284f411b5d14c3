/** Control-plane processes (src/main.ts, src/worker.ts) run as children, with their logs readable by tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface NodeChild {
  proc: ChildProcess;
  /** Every log line so far. */
  lines: string[];
  /** Resolves with the first log line matching the pattern. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

/** Kills every child still running (afterAll). */
export function killChildren(): void {
  for (const proc of children) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
}

/**
 * Runs a TypeScript entry of the package with tsx. `fileSizeLimitKb` starts it under `ulimit -f`:
 * a write past that size fails with EFBIG after a partial write, as on a full disk.
 */
export function spawnNode(script: string, env: Record<string, string>, options: { fileSizeLimitKb?: number } = {}): NodeChild {
  const argv = [process.execPath, '--import', 'tsx', script];
  const [command, args] =
    options.fileSizeLimitKb === undefined ? [argv[0], argv.slice(1)] : ['sh', ['-c', `ulimit -f ${options.fileSizeLimitKb} && exec "$@"`, 'sh', ...argv]];
  const proc = spawn(command as string, args as string[], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', SEED: 'true', SEED_SAMPLE_SCAN: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  let buffer = '';
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let index: number;
    while ((index = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, index);
      buffer = buffer.slice(index + 1);
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return {
    proc,
    lines,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no log line ${pattern} in:\n${lines.slice(-30).join('\n')}`)), timeoutMs);
        waiters.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    },
  };
}

export async function stopChild(child: NodeChild): Promise<void> {
  if (child.proc.exitCode === null && child.proc.signalCode === null) child.proc.kill('SIGTERM');
  await child.exited;
}
