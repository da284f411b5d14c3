// Starts the control plane and the gateway (with the built web app) as child processes.
// Used by `npm start` and by the e2e suite, so both run the system exactly the same way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const HEALTH_TIMEOUT_MS = 90_000;

export async function waitForHttp(url, child, name) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} terminou durante a inicialização (código ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} não respondeu em ${url} dentro de ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** What a quiet process's log tail holds, for error messages. */
const TAIL_LINES = 200;
const TAIL_BYTES = 256 * 1024;

/** The last lines of a log file (its last 256 KiB at most). */
function tailOf(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const { size } = fs.fstatSync(fd);
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    fs.readSync(fd, buffer, 0, length, size - length);
    return buffer.toString('utf8').split('\n').filter(Boolean).slice(-TAIL_LINES);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Starts one process. With a log file, its output goes there rather than through a pipe into this
 * process: a pipe would wake the process that started the stack (a bench's client, the e2e runner)
 * for every line the servers log, one per request.
 */
export function launch(name, script, env, { logFile }) {
  const out = logFile === undefined ? undefined : fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: out === undefined ? ['ignore', 'inherit', 'inherit'] : ['ignore', out, out],
  });
  if (out !== undefined) {
    fs.closeSync(out); // the child has its own descriptor
    child.logFile = logFile;
    // The last lines, read when asked, so a failure can be explained without flooding test output.
    Object.defineProperty(child, 'logTail', { get: () => tailOf(logFile) });
  }
  child.displayName = name;
  return child;
}

// Above the processes' own drain (SHUTDOWN_GRACE_SECONDS, 25 s by default), which rarely takes more than a moment.
export function stopChild(child, timeoutMs = 35_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the whole system. Options: root, dataDir, port (gateway), controlPlanePort, env (extra
 * variables for both processes), quiet (each process logs to DATA_DIR/logs/<process>.log instead of
 * the terminal; `child.logTail` reads its last lines).
 */
export async function startStack({ root, dataDir, port = 4000, controlPlanePort = 4100, env = {}, quiet = false }) {
  const publicUrl = env.PUBLIC_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const controlPlaneUrl = `http://127.0.0.1:${controlPlanePort}`;
  const shared = { DATA_DIR: dataDir, PUBLIC_URL: publicUrl, ...env };
  const logDir = path.join(dataDir, 'logs');
  if (quiet) fs.mkdirSync(logDir, { recursive: true });
  const logging = (file) => ({ logFile: quiet ? path.join(logDir, file) : undefined });

  const controlPlane = launch('control plane', path.join(root, 'control-plane/dist/main.js'), {
    ...shared,
    CONTROL_PLANE_PORT: String(controlPlanePort),
    CONTROL_PLANE_HOST: '127.0.0.1',
  }, logging('control-plane.log'));
  const children = [controlPlane];
  const stop = async () => {
    await Promise.all(children.slice().reverse().map((child) => stopChild(child)));
  };
  try {
    await waitForHttp(`${controlPlaneUrl}/api/v1/health`, controlPlane, 'control plane');
    const gateway = launch('gateway', path.join(root, 'gateway/dist/main.js'), {
      ...shared,
      PORT: String(port),
      CONTROL_PLANE_URL: controlPlaneUrl,
      WEB_DIST: env.WEB_DIST ?? path.join(root, 'web/dist'),
    }, logging('gateway.log'));
    children.push(gateway);
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, gateway, 'gateway');
  } catch (error) {
    const logs = children.flatMap((child) => (child.logTail ?? []).map((line) => `[${child.displayName}] ${line}`));
    await stop();
    if (logs.length) error.message += `\n${logs.slice(-60).join('\n')}`;
    throw error;
  }
  return { url: publicUrl, controlPlaneUrl, children, stop };
}
