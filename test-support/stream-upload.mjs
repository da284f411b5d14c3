// A client that streams a large request body over a plain TCP socket, piece by piece, like curl or
// a CI job sending an archive, and reports what it saw: the answer (if any), whether the whole
// body could be sent and whether the connection was reset. A server that answers before reading
// the body must keep reading it (or drain it) for `sentAll` to be true and `error` empty.
// (node:http's client stops writing once an early answer has ended, so it cannot show this.)
import { connect } from 'node:net';

function parseAnswer(raw) {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(head[0]?.split(' ')[1]);
  const headers = {};
  for (const line of head.slice(1)) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  const length = Number(headers['content-length']);
  if (!Number.isFinite(length) || raw.length < end + 4 + length) return undefined;
  const text = raw.subarray(end + 4, end + 4 + length).toString('utf8');
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status, headers, body };
}

export function streamUpload(url, { method = 'POST', headers = {}, prefix = '', bytes, chunked = false, chunkBytes = 64 * 1024, timeoutMs = 60_000 }) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const head = Buffer.from(prefix);
    const all = { host: target.host, connection: 'keep-alive', ...headers };
    if (chunked) all['transfer-encoding'] = 'chunked';
    else all['content-length'] = String(head.length + bytes);
    const socket = connect(Number(target.port || 80), target.hostname);
    const chunk = Buffer.alloc(chunkBytes, 0x61);
    const received = [];
    let answer;
    let error;
    let sent = 0;
    let sentAll = false;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: answer?.status, headers: answer?.headers, body: answer?.body, sentAll, sent, error });
    };
    const timer = setTimeout(() => {
      error ??= 'timeout';
      settle();
    }, timeoutMs);
    const frame = (piece) => (chunked ? [Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')] : [piece]);
    const write = (piece) => {
      let ok = true;
      for (const part of frame(piece)) ok = socket.write(part) && ok;
      return ok;
    };
    socket.on('data', (data) => {
      received.push(data);
      answer ??= parseAnswer(Buffer.concat(received));
      if (answer && sentAll) settle();
    });
    socket.on('error', (e) => {
      error ??= e.code ?? e.message;
      settle();
    });
    socket.on('close', () => settle());
    const pump = () => {
      while (sent < bytes) {
        const piece = sent + chunk.length <= bytes ? chunk : chunk.subarray(0, bytes - sent);
        sent += piece.length;
        if (!write(piece)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (chunked) socket.write('0\r\n\r\n');
      // Everything is in the kernel's hands once the last write is flushed.
      socket.write('', () => {
        sentAll = true;
        if (answer) settle();
      });
    };
    socket.once('connect', () => {
      const lines = [`${method} ${target.pathname}${target.search} HTTP/1.1`, ...Object.entries(all).map(([k, v]) => `${k}: ${v}`)];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) write(head);
      pump();
    });
  });
}
