// The dashboard bench's first floor (issue 12): the least any process between the client and the
// control plane can cost on this machine. A plain HTTP server that forwards each GET as it came,
// reads the answer whole (as the gateway does) and writes it back: one more process, two more
// loopback hops, no express, no GraphQL. What the gateway adds minus what this one adds is what the
// gateway's own work costs; ./reshaping-proxy.mjs is the second floor, with the JSON work added.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { failWith502, forwardedHeaders, listenAndReport, startFloorProcess, upstreamCaller, upstreamTiming } from './floor-process.mjs';

function serve(upstreamUrl, port) {
  const call = upstreamCaller(upstreamUrl);
  const server = createServer((req, res) => {
    call({ method: req.method, path: req.url, headers: forwardedHeaders(req.headers) }, req).then((answer) => {
      res.writeHead(answer.statusCode, {
        'content-type': answer.headers['content-type'] ?? 'application/octet-stream',
        'content-length': answer.body.length,
        'server-timing': upstreamTiming(answer.waitedMs),
      });
      res.end(answer.body);
    }, failWith502(res, 'proxy'));
  });
  listenAndReport(server, port);
}

/** Starts the proxy in a child process on `port`, in front of `upstreamUrl`; stopped by the cleanups. */
export function startPassThroughProxy(upstreamUrl, port) {
  return startFloorProcess(fileURLToPath(import.meta.url), [upstreamUrl], port, 'proxy de passagem');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(process.argv[2], Number(process.argv[3]));
