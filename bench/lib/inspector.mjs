// A server's memory as an operator judges a leak: the used heap after a full collection, asked of the
// process through its inspector (started with --inspect=127.0.0.1:0, so each picks a free port and
// prints it in its log). No product code serves benches; the bench has no WebSocket dependency, so
// the few frames the inspector protocol needs are written here.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';

/** NODE_OPTIONS for a server whose memory a bench reads through the inspector. */
export const INSPECT_ANY_PORT = '--inspect=127.0.0.1:0';

/** The inspector address the process logged ("Debugger listening on ws://…"). */
export function inspectorUrlOf(child) {
  const match = readFileSync(child.logFile, 'utf8').match(/Debugger listening on (ws:\/\/\S+)/);
  if (!match) throw new Error(`${child.displayName}: sem o endereço do inspector em ${child.logFile}`);
  return match[1];
}

/** One frame from the start of `buffer` (the inspector sends whole, unmasked text frames), or none yet. */
function frameAt(buffer) {
  if (buffer.length < 2) return undefined;
  let length = buffer[1] & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return undefined;
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return undefined;
    length = Number(buffer.readBigUInt64BE(2));
    offset = 10;
  }
  if (buffer.length < offset + length) return undefined;
  return { size: offset + length, text: buffer.subarray(offset, offset + length).toString('utf8') };
}

/** A client's text frame: masked, as the protocol requires of clients. */
function textFrame(text) {
  const payload = Buffer.from(text, 'utf8');
  const mask = randomBytes(4);
  const header = payload.length < 126
    ? Buffer.from([0x81, 0x80 | payload.length])
    : Buffer.concat([Buffer.from([0x81, 0x80 | 126]), Buffer.from([payload.length >> 8, payload.length & 0xff])]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]));
  return Buffer.concat([header, mask, masked]);
}

function connect(wsUrl) {
  const url = new URL(wsUrl);
  const pending = new Map();
  const listeners = new Map();
  let nextId = 1;
  let buffer = Buffer.alloc(0);
  let open = false;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const session = {
      send: (method, params = {}) => new Promise((done, fail) => {
        const id = nextId++;
        pending.set(id, (message) => (message.error ? fail(new Error(`${method}: ${message.error.message}`)) : done(message.result)));
        socket.write(textFrame(JSON.stringify({ id, method, params })));
      }),
      /** Calls `listener(params)` for each event `method` the process sends (a message without an id). */
      on: (method, listener) => listeners.set(method, listener),
      close: () => socket.destroy(),
    };
    socket.on('error', reject);
    socket.on('connect', () => socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`));
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!open) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!buffer.subarray(0, end).toString().startsWith('HTTP/1.1 101')) return reject(new Error(`inspector ${wsUrl}: sem upgrade`));
        buffer = buffer.subarray(end + 4);
        open = true;
        resolve(session);
      }
      for (let frame = frameAt(buffer); frame; frame = frameAt(buffer)) {
        buffer = buffer.subarray(frame.size);
        const message = JSON.parse(frame.text);
        if (message.id === undefined) listeners.get(message.method)?.(message.params);
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      }
    });
  });
}

/** A full collection in the process, then its memory: process.memoryUsage() (heapUsed, rss, heapTotal, external…), in bytes. */
export async function memoryAfterGc(wsUrl) {
  const session = await connect(wsUrl);
  try {
    await session.send('HeapProfiler.collectGarbage');
    const { result } = await session.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    return JSON.parse(result.value);
  } finally {
    session.close();
  }
}

/**
 * A full collection, then a heap snapshot of the process written to `file` (open it in Chrome
 * DevTools' Memory tab, or compare two with bench/heap-snapshot-diff.mjs): what is retained, not what
 * waits for the next GC. The snapshot arrives in chunks, as events, before the call returns.
 */
export async function heapSnapshot(wsUrl, file) {
  const session = await connect(wsUrl);
  const chunks = [];
  session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  try {
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    writeFileSync(file, chunks.join(''));
    return file;
  } finally {
    session.close();
  }
}

/** Each server's (a started child with its log file) memory after a full collection, by its name. */
export async function memoryAfterGcOf(servers) {
  const figures = {};
  for (const server of servers) figures[server.displayName] = await memoryAfterGc(inspectorUrlOf(server));
  return figures;
}

/**
 * Starts V8's CPU profiler in each server (a started child with its log file); `stop()` ends them
 * and writes `<dir>/<name>.cpuprofile` (open in Chrome DevTools, or summarise with
 * bench/cpu-profile-top.mjs). Through the inspector, since --cpu-prof is refused in NODE_OPTIONS.
 */
export async function profileCpuOf(servers, dir) {
  const sessions = [];
  for (const server of servers) {
    const session = await connect(inspectorUrlOf(server));
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
    sessions.push({ server, session });
  }
  return {
    stop: async () => {
      mkdirSync(dir, { recursive: true });
      const files = [];
      for (const { server, session } of sessions) {
        const { profile } = await session.send('Profiler.stop');
        session.close();
        const file = `${dir}/${server.displayName.replace(/\s+/g, '-')}.cpuprofile`;
        writeFileSync(file, JSON.stringify(profile));
        files.push(file);
      }
      return files;
    },
  };
}
