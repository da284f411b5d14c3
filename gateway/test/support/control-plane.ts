import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const controlPlaneMain = join(repoRoot, 'control-plane', 'dist', 'main.js');

export interface RunningControlPlane {
  url: string;
  dataDir: string;
  /** The last lines the process printed (for failure messages). */
  logs(): string;
  stop(): Promise<void>;
}

export interface ControlPlaneOptions {
  smtpUrl?: string;
  publicUrl?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/**
 * Starts the real control plane (its built dist, as a child process) on a free port with a fresh
 * temporary DATA_DIR and the seeded demo tenant, and waits for GET /api/v1/health.
 * The gateway never imports control-plane code: this talks to it over HTTP only.
 */
export async function startControlPlane(options: ControlPlaneOptions = {}): Promise<RunningControlPlane> {
  if (!existsSync(controlPlaneMain)) {
    throw new Error(`control plane not built (${controlPlaneMain}): run \`pnpm --filter @vigia/control-plane run build\``);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vigia-gw-cp-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    CONTROL_PLANE_PORT: String(port),
    CONTROL_PLANE_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: options.publicUrl ?? 'http://localhost:4000',
    SEED: 'true',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [controlPlaneMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 100));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const logs = () => tail.join('\n');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`control plane exited during start (code ${child.exitCode}):\n${logs()}`);
    }
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return { url, dataDir, logs, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`control plane did not answer ${url}/api/v1/health in time:\n${logs()}`);
}
