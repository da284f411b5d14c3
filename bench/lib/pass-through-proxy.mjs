// The dashboard bench's floor (issue 12): the least any process between the client and the control
// plane can cost on this machine. A plain HTTP server that forwards each GET as it came over a
// keep-alive connection, reads the answer whole (as the gateway does) and writes it back: one more
// process, two more loopback hops, no express, no GraphQL. Like the gateway, it says in
// Server-Timing how long it waited for the control plane. What the gateway adds minus what this
// one adds is what the gateway's own GraphQL work costs.
//
// Started by startPassThroughProxy below as a process of its own: a proxy inside the bench's process
// would share the client's event loop and skip the very hops it is there to measure.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.mjs';
import { assertPortFree } from './stack.mjs';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and the host, which the upstream connection sets itself. */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function forwardedHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.has(name)));
}

function serve(upstreamUrl, port) {
  const upstream = new URL(upstreamUrl);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const started = performance.now();
    // The control plane unreachable, or its answer cut short: a 502 the bench reports, if nothing
    // was written yet (the answer is written only once it is whole).
    const fail = (error) => {
      if (res.headersSent) return;
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(error.message);
    };
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: forwardedHeaders(req.headers), agent },
      (answer) => {
        const chunks = [];
        answer.on('error', fail);
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          res.writeHead(answer.statusCode, {
            'content-type': answer.headers['content-type'] ?? 'application/octet-stream',
            'content-length': body.length,
            // Its wait for the control plane, as the gateway reports its own (src/graphql/server-timing.ts).
            'server-timing': `upstream;dur=${(performance.now() - started).toFixed(2)}`,
          });
          res.end(body);
        });
      },
    );
    forwarded.on('error', fail);
    req.pipe(forwarded);
  });
  server.listen(port, '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/** Starts the proxy in a child process on `port`, in front of `upstreamUrl`; stopped by the cleanups. */
export async function startPassThroughProxy(upstreamUrl, port) {
  await assertPortFree(port);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), upstreamUrl, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = onCleanup(`parar proxy ${port}`, async () => {
    // Gone already: exited, or killed by a signal (Ctrl-C reaches the whole process group).
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  });
  const [message] = await Promise.race([once(child, 'message'), once(child, 'exit').then(() => [undefined])]);
  if (message !== 'ready') throw new Error(`proxy de passagem não iniciou na porta ${port}`);
  return { url: `http://127.0.0.1:${port}`, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(process.argv[2], Number(process.argv[3]));
