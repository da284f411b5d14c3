import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A scan worker (src/worker.ts, the real process, on its own PGlite folder) has no HTTP of its own:
// it answers Prometheus on METRICS_PORT, to loopback peers only unless METRICS_ALLOW_FROM widens it.
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let worker: ChildProcess;
let dataDir: string;
let url: string;
const output: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// A worker on a fresh PGlite folder migrates before it listens: under a loaded CI machine that alone
// has taken over 90 s, so the wait is generous (it returns as soon as the worker answers).
const STARTUP_WAIT_MS = 180_000;

async function metricsAnswer(): Promise<Response | undefined> {
  const deadline = Date.now() + STARTUP_WAIT_MS;
  while (Date.now() < deadline) {
    if (worker.exitCode !== null) throw new Error(`worker exited (${worker.exitCode}):\n${output.join('')}`);
    try {
      return await fetch(`${url}/metrics`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return undefined;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vigia-worker-metrics-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, METRICS_PORT: String(port), LOG_LEVEL: 'info', WORKER_CONCURRENCY: '1' };
  delete env.DATABASE_URL;
  delete env.METRICS_ALLOW_FROM;
  worker = spawn(path.join(packageDir, 'node_modules', '.bin', 'tsx'), ['src/worker.ts'], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  worker.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  worker.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
}, 100_000);

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.kill('SIGTERM');
    });
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('worker GET /metrics', () => {
  it('answers Prometheus text with the scan and process gauges, labelled process="worker"', async () => {
    const response = await metricsAnswer();
    expect(response?.status, output.join('')).toBe(200);
    expect(response?.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = (await response?.text()) ?? '';
    for (const name of ['vigia_scans_running', 'vigia_scan_queue_depth', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(text).toContain(`\n${name}{process="worker"}`);
    }
    expect(text).toContain('# TYPE vigia_scan_queue_depth gauge');
  }, STARTUP_WAIT_MS + 10_000);

  it('is not published through a proxy, and nothing else is served', async () => {
    const proxied = await fetch(`${url}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('vigia_scans_running');
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
