// Starts the control plane and the gateway (with the built web app) as child processes.
// Used by `npm start` and by the e2e suite, so both run the system exactly the same way.
import { spawn } from 'node:child_process';
import path from 'node:path';

const HEALTH_TIMEOUT_MS = 90_000;

async function waitForHttp(url, child, name) {
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

function launch(name, script, env, { quiet }) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (quiet) {
    // Keep the last lines so a failure can be explained without flooding test output.
    const tail = [];
    const keep = (chunk) => {
      tail.push(...chunk.toString().split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 200));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.logTail = tail;
  }
  child.displayName = name;
  return child;
}

function stopChild(child, timeoutMs = 10_000) {
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
 * variables for both processes), quiet (capture logs instead of printing them).
 */
export async function startStack({ root, dataDir, port = 4000, controlPlanePort = 4100, env = {}, quiet = false }) {
  const publicUrl = env.PUBLIC_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const controlPlaneUrl = `http://127.0.0.1:${controlPlanePort}`;
  const shared = { DATA_DIR: dataDir, PUBLIC_URL: publicUrl, ...env };

  const controlPlane = launch('control plane', path.join(root, 'control-plane/dist/main.js'), {
    ...shared,
    CONTROL_PLANE_PORT: String(controlPlanePort),
    CONTROL_PLANE_HOST: '127.0.0.1',
  }, { quiet });
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
      WEB_DIST: path.join(root, 'web/dist'),
    }, { quiet });
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
