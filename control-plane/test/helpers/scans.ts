/** Builders of source archives (good and malicious) and helpers to upload them and follow a scan. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { create as createTar } from 'tar';
import yazl from 'yazl';
import type { Client, JsonBody } from './client.js';

/** A small tree with known findings: eval, a SQL sink, a CPF and a weak hash. */
export const FIXTURE_FILES: Record<string, string> = {
  'src/app.js': [
    "const express = require('express');",
    'const app = express();',
    "app.get('/u', (req, res) => {",
    '  const q = "SELECT * FROM users WHERE id = " + req.query.id;',
    '  db.query(q);',
    '  eval(req.query.code);',
    '  res.send(req.query.name);',
    '});',
    'const cpf = "529.982.247-25";',
    '',
  ].join('\n'),
  'src/config.py': ['import hashlib', 'def h(x):', '    return hashlib.md5(x).hexdigest()', ''].join('\n'),
  'README.md': '# amostra\n',
};

export async function writeTree(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** A .tar.gz of a folder, made by node-tar. */
export async function tarGzOf(root: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = createTar({ gzip: true, cwd: root, portable: true }, ['.']);
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export interface RawEntry {
  name: string;
  /** '0' file, '1' hard link, '2' symbolic link, '5' directory, 'S' GNU sparse file. */
  type?: '0' | '1' | '2' | '5' | 'S';
  body?: string | Buffer;
  linkname?: string;
  /** 'S' only: the size the sparse file claims once expanded. */
  realSize?: number;
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

/** A hand-made ustar archive (gzip'd): names and link targets exactly as given, like an attacker's. */
export function rawTarGz(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512, 0);
    header.write(entry.name, 0, 100, 'utf8');
    header.write(octal(0o644, 8), 100, 'ascii');
    header.write(octal(0, 8), 108, 'ascii');
    header.write(octal(0, 8), 116, 'ascii');
    const hasData = (entry.type ?? '0') === '0' || entry.type === 'S';
    header.write(octal(hasData ? body.length : 0, 12), 124, 'ascii');
    header.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
    header.write('        ', 148, 'ascii');
    header.write(entry.type ?? '0', 156, 'ascii');
    if (entry.linkname) header.write(entry.linkname, 157, 100, 'utf8');
    if (entry.type === 'S') {
      // One map entry (offset 0, the data we carry), then the claimed real size.
      header.write(octal(0, 12), 386, 'ascii');
      header.write(octal(body.length, 12), 398, 'ascii');
      header.write(octal(entry.realSize ?? body.length, 12), 483, 'ascii');
    }
    header.write('ustar\u000000', 257, 'binary');
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    blocks.push(header);
    if (hasData && body.length) {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512, 0));
    }
  }
  blocks.push(Buffer.alloc(1024, 0));
  return gzipSync(Buffer.concat(blocks));
}

export interface ZipEntry {
  name: string;
  body: string | Buffer;
  /** Unix mode with file type bits, e.g. 0o120777 for a symbolic link. */
  mode?: number;
}

/** A zip whose entry names are rewritten byte for byte afterwards (yazl refuses to write hostile names). */
export async function zipWithRenames(entries: ZipEntry[], renames: Record<string, string>): Promise<Buffer> {
  const zip = await zipOf(entries);
  for (const [from, to] of Object.entries(renames)) {
    if (from.length !== to.length) throw new Error('renames must keep the length');
    const source = Buffer.from(from);
    for (let at = zip.indexOf(source); at >= 0; at = zip.indexOf(source, at + 1)) zip.write(to, at, 'utf8');
  }
  return zip;
}

export function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addBuffer(Buffer.from(entry.body), entry.name, entry.mode !== undefined ? { mode: entry.mode } : {});
  }
  zip.end();
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

export interface UploadOptions {
  bearer?: string;
  /** A signed-in client: its cookies and CSRF token are sent. */
  session?: Client;
  projectId?: string;
  filename?: string;
  branch?: string;
  commit?: string;
  /** The target branch of a pull/merge-request scan. */
  baseRef?: string;
}

/** POST /api/v1/scans as multipart/form-data, the way curl -F does it. */
export async function uploadScan(baseUrl: string, content: Buffer, options: UploadOptions = {}): Promise<{ status: number; body: JsonBody }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), options.filename ?? 'source.tar.gz');
  if (options.projectId) form.append('projectId', options.projectId);
  if (options.branch) form.append('branch', options.branch);
  if (options.commit) form.append('commit', options.commit);
  if (options.baseRef) form.append('baseRef', options.baseRef);
  const headers: Record<string, string> = {};
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.session) {
    Object.assign(headers, options.session.defaultHeaders);
    headers.cookie = [...options.session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.session.csrfToken) headers['X-CSRF-Token'] = options.session.csrfToken;
  }
  const res = await fetch(`${baseUrl}/api/v1/scans`, { method: 'POST', body: form, headers });
  const text = await res.text();
  let body: JsonBody = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

/** Polls scan-status for one scan until it is no longer in progress. */
export async function waitForScan(
  client: Client,
  scanId: string,
  projectId: string,
  options: { bearer?: string; timeoutMs?: number } = {},
): Promise<JsonBody> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const res = await client.get(`/api/v1/dashboard/scan-status?scanId=${scanId}`, {
      ...(options.bearer ? { bearer: options.bearer } : { headers: { 'X-Project-ID': projectId } }),
    });
    if (res.status !== 200) throw new Error(`scan-status ${res.status}: ${JSON.stringify(res.body)}`);
    if (!res.body.hasInProgress) return res.body;
    if (Date.now() > deadline) throw new Error(`scan ${scanId} still running: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export interface SseEvent {
  event: string;
  data: JsonBody;
}

/** Reads a text/event-stream until the server closes it; returns the events (comments dropped). */
export async function readSse(url: string, headers: Record<string, string>, timeoutMs = 60_000): Promise<{ status: number; events: SseEvent[] }> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  if (res.status !== 200 || !res.body) return { status: res.status, events: [] };
  const events: SseEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let index: number;
    while ((index = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
    }
  }
  return { status: res.status, events };
}
