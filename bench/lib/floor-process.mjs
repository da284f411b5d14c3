// What the dashboard bench's two floors share (issue 12): the pass-through proxy and the reshaping
// proxy each run as a process of their own (one inside the bench's process would share the client's
// event loop and skip the very hops they are there to measure), read the control plane's answer
// whole over a keep-alive connection, and say in Server-Timing how long they waited for it, as the
// gateway does (gateway/src/graphql/server-timing.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { onCleanup } from './cleanup.mjs';
import { assertPortFree } from './stack.mjs';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and the host, which the upstream connection sets itself. */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

export function forwardedHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.has(name)));
}

/**
 * `call({ method, path, headers }, body?)` → the answer read whole: { statusCode, headers, body
 * (Buffer), waitedMs }. `body` is a readable piped into the request (the client's own), or none.
 */
export function upstreamCaller(upstreamUrl) {
  const upstream = new URL(upstreamUrl);
  const agent = new Agent({ keepAlive: true });
  return ({ method, path, headers }, body) => new Promise((resolve, reject) => {
    const started = performance.now();
    const forwarded = request({ host: upstream.hostname, port: upstream.port, method, path, headers, agent }, (answer) => {
      const chunks = [];
      answer.on('error', reject);
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({
        statusCode: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks), waitedMs: performance.now() - started,
      }));
    });
    forwarded.on('error', reject);
    if (body) body.pipe(forwarded);
    else forwarded.end();
  });
}

/** `Server-Timing` with the wait for the control plane. */
export const upstreamTiming = (waitedMs) => `upstream;dur=${waitedMs.toFixed(2)}`;

/** The control plane unreachable, or its answer cut short: a 502 the bench reports. */
export function failWith502(res, label) {
  return (error) => {
    if (res.headersSent) return;
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`${label}: ${error.message}`);
  };
}

/** In the child: listen, then tell the parent. */
export function listenAndReport(server, port) {
  server.listen(port, '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/** Starts `script` (a floor's own module) with `args` in a child process on `port`; stopped by the cleanups. */
export async function startFloorProcess(script, args, port, label) {
  await assertPortFree(port);
  const child = spawn(process.execPath, [script, ...args, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = onCleanup(`parar ${label} ${port}`, async () => {
    // Gone already: exited, or killed by a signal (Ctrl-C reaches the whole process group).
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  });
  const [message] = await Promise.race([once(child, 'message'), once(child, 'exit').then(() => [undefined])]);
  if (message !== 'ready') throw new Error(`${label} não iniciou na porta ${port}`);
  return { url: `http://127.0.0.1:${port}`, stop };
}
