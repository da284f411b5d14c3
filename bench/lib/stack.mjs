// The real stack for a bench (scripts/lib/stack.mjs, as `npm start` runs it) and a signed-in session.
import net from 'node:net';
import { join } from 'node:path';
import { requestSignInLink } from '../../scripts/lib/outbox-link.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { onCleanup } from './cleanup.mjs';

export const ADMIN_EMAIL = 'admin@demo.local';

export function assertPortFree(port) {
  // A leftover server on the port would answer the health check in place of ours.
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new Error(`porta ${port} ocupada`)));
    server.listen(port, '127.0.0.1', () => server.close(resolve));
  });
}

/** Starts control plane + gateway on the ports (mail to DATA_DIR/outbox); stopped by the cleanups. */
export async function startBenchStack({ root, dataDir, port, controlPlanePort, databaseUrl, env = {} }) {
  await assertPortFree(port);
  await assertPortFree(controlPlanePort);
  const stack = await startStack({
    root,
    dataDir,
    port,
    controlPlanePort,
    quiet: true,
    env: {
      // Empty means "unset" to the control plane, so an outer DATABASE_URL/SMTP_URL cannot leak in.
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: '',
      SEED_SAMPLE_SCAN: 'false',
      WORKER_CONCURRENCY: '0',
      ...env,
    },
  });
  const stop = onCleanup(`parar stack ${port}`, () => stack.stop());
  return { ...stack, gatewayUrl: `http://127.0.0.1:${port}`, stop };
}

export function logTail(stack, lines = 30) {
  return stack.children.flatMap((child) => (child.logTail ?? []).slice(-lines).map((line) => `[${child.displayName}] ${line}`)).join('\n');
}

/** Magic link the normal way: ask for it, read it from DATA_DIR/outbox, open it, keep the cookies. */
export async function signIn(controlPlaneUrl, dataDir, email = ADMIN_EMAIL) {
  const link = await requestSignInLink(controlPlaneUrl, dataDir, email);
  if (!link) throw new Error(`nenhum link de acesso em ${join(dataDir, 'outbox')}`);
  const token = new URL(link).searchParams.get('token');
  const callback = await fetch(`${controlPlaneUrl}/auth/local/callback?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
  if (callback.status >= 400) throw new Error(`callback: HTTP ${callback.status} ${await callback.text()}`);
  const cookies = Object.fromEntries(callback.headers.getSetCookie().map((c) => c.split(';')[0].split(/=(.*)/s).slice(0, 2)));
  if (!cookies.vigia_session || !cookies.csrf_token) throw new Error(`callback sem cookies de sessão: ${Object.keys(cookies)}`);
  return {
    cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; '),
    csrfToken: cookies.csrf_token,
  };
}

export async function projectIdOf(controlPlaneUrl, session, name) {
  const response = await fetch(`${controlPlaneUrl}/api/v1/projects`, { headers: { cookie: session.cookie } });
  if (!response.ok) throw new Error(`projetos: HTTP ${response.status} ${await response.text()}`);
  const project = (await response.json()).projects.find((p) => p.name === name);
  if (!project) throw new Error(`projeto "${name}" não aparece em /api/v1/projects`);
  return project.id;
}

/** The distinct error lines (level ≥ 50) the servers logged, to explain failed requests. */
export function serverErrors(stack) {
  const seen = new Map();
  for (const child of stack.children) {
    for (const line of child.logTail ?? []) {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (entry.level < 50) continue;
      const key = `[${child.displayName}] ${entry.msg}: ${entry.err?.message ?? entry.err?.type ?? ''}`.slice(0, 300);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  return [...seen].map(([key, count]) => `  ${count}× ${key}`);
}
