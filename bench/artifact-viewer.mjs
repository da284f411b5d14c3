#!/usr/bin/env node
// The artifact viewer's JSON tree page (control-plane/src/artifacts/view/json-tree.ts, over our own
// byte tokenizer json-tokenizer.ts) against the same page read with two kept streaming JSON parsers,
// @streamparser/json (Tokenizer) and stream-json (parseFile), on a large generated SARIF file (issue 30,
// "kept libraries over copies"). Each read pages a node in the middle of the file: the children
// [offset, offset + limit) of /runs/0/results with the offset at half the results, and one result in
// the middle expanded (/runs/0/results/<half>). Every read runs in its own process, so its peak
// memory (maxRSS) is its own; the rounds interleave the three readers, and the medians are printed.
// The libraries' readers keep what ours keeps (the node, its size, one page of child summaries with
// strings cut at the same limits) and stop as soon as the node is complete; every reader's page must
// equal ours, or the bench fails.
//
// Usage: node bench/artifact-viewer.mjs [--mb N] [--rounds N] [--limit N]
//   --mb N       size of the generated SARIF in MB (default 100)
//   --rounds N   measured rounds per reader and node (default 3)
//   --limit N    children per page (default 50, the viewer's page)
// Build first: pnpm --filter @vigia/control-plane build. Writes and removes a temp folder.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { cpImport } from './lib/control-plane-deps.mjs';
import { positiveIntOf } from './lib/options.mjs';
import { median } from './lib/stats.mjs';

/** The viewer's own limits (control-plane/src/artifacts/artifact-view.ts), read from its build. */
const { VIEW_LIMITS } = await cpImport('dist/artifacts/artifact-view.js');
const CHILD_STRING_BYTES = VIEW_LIMITS.childStringBytes;
const NODE_STRING_BYTES = VIEW_LIMITS.nodeStringBytes;
const NUMBER_BYTES = 1024; // json-tree.ts keeps numbers and literals up to this many bytes
const READ_CHUNK = 256 * 1024; // json-tree.ts reads in chunks of this size
const READERS = ['ours', 'streamparser', 'stream-json'];

// ---------------------------------------------------------------------------------------------
// The file: a SARIF log with one run and as many results as fill the size, each with a message,
// a location, a snippet with escapes and non-ASCII text, a fingerprint and a few properties.

function resultOf(i) {
  const file = `src/pagamentos/modulo_${i % 2500}.ts`;
  return {
    ruleId: `js-sql-injection-${i % 40}`,
    level: ['error', 'warning', 'note'][i % 3],
    message: { text: `Consulta SQL montada com entrada do usuário (parâmetro "conta_${i}") — risco de injeção \\ verificar` },
    locations: [{ physicalLocation: { artifactLocation: { uri: file }, region: { startLine: 1 + (i % 1200), startColumn: 1 + (i % 80), snippet: { text: `const q = "SELECT * FROM contas WHERE id = " + req.query.id; // linha ${i}\n\tdb.query(q);` } } } }],
    partialFingerprints: { primaryLocationLineHash: `${(i * 2654435761 >>> 0).toString(16)}:1` },
    properties: { severity: 'high', cwe: ['CWE-89'], frameworks: ['lgpd', 'bacen'], confidence: 0.9, nonApplicable: false, tags: ['security', 'injection'] },
  };
}

async function writeSarif(path, megabytes) {
  const out = createWriteStream(path);
  const write = (text) => (out.write(text) ? undefined : new Promise((resolve) => out.once('drain', resolve)));
  const head = { version: '2.1.0', $schema: 'https://json.schemastore.org/sarif-2.1.0.json' };
  await write(`${JSON.stringify(head).slice(0, -1)},"runs":[{"tool":{"driver":{"name":"vigia","rules":[]}},"results":[`);
  let bytes = 0;
  let n = 0;
  while (bytes < megabytes * 1024 * 1024) {
    const text = `${n ? ',' : ''}\n${JSON.stringify(resultOf(n))}`;
    bytes += Buffer.byteLength(text);
    n += 1;
    await write(text);
  }
  await write(']}]}\n');
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return n;
}

// ---------------------------------------------------------------------------------------------
// A library reader: the same page as json-tree.ts builds, from begin/end events fed by the library.

function joinPointer(parent, segment) {
  return `${parent}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** Walks to `path`, keeps the node and children [offset, offset + limit); `done` when the node ended. */
class PageWalker {
  constructor(path, { offset, limit }) {
    Object.assign(this, { path, offset, limit, matched: -1, objectAt: [], node: undefined, children: [], child: undefined, done: false, notFound: false });
    this.pointer = path.reduce(joinPointer, '');
  }

  begin(kind, depth, index, key) {
    if (this.done || this.notFound) return; // the rest of the chunk the library is still reading
    const target = this.path.length;
    if (depth <= target && this.matched === depth - 1) {
      const segment = this.path[depth - 1];
      const onPath = depth === 0 || (this.objectAt[depth - 1] ? key === segment : String(index) === segment);
      if (!onPath) return;
      this.matched = depth;
      this.objectAt[depth] = kind === 'object';
      if (depth === target) this.node = { pointer: this.pointer, ...(key !== undefined ? { key } : {}), index, type: kind };
      return;
    }
    if (this.matched === target && depth === target + 1) {
      this.child = index >= this.offset && index < this.offset + this.limit ? { pointer: joinPointer(this.pointer, key ?? index), ...(key !== undefined ? { key } : {}), index, type: kind } : undefined;
      if (this.child) this.children.push(this.child);
    }
  }

  /** `value`: the scalar's text as json-tree.ts gives it (strings decoded, numbers as written). */
  end(kind, depth, size, value) {
    if (this.done || this.notFound) return;
    const target = this.path.length;
    if (this.matched === target && depth === target + 1) {
      if (this.child) Object.assign(this.child, summaryOf(kind, size, value, CHILD_STRING_BYTES));
      this.child = undefined;
      return;
    }
    if (depth !== this.matched) return;
    if (depth === target) {
      Object.assign(this.node, summaryOf(kind, size, value, NODE_STRING_BYTES));
      this.done = true;
    } else this.notFound = true;
  }
}

function summaryOf(kind, size, value, stringBytes) {
  if (kind === 'object' || kind === 'array') return { type: kind, size };
  if (kind === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length <= stringBytes) return { type: 'string', value };
    // Cut at a character boundary, as decodeJsonString does.
    return { type: 'string', value: new TextDecoder().decode(bytes.subarray(0, stringBytes)).replace(/\uFFFD$/, ''), truncated: true };
  }
  if (kind === 'number') return { type: 'number', value: String(value).slice(0, NUMBER_BYTES) };
  if (value === null) return { type: 'null', value: 'null' };
  return { type: 'boolean', value: String(value) };
}

/** Containers open and close, scalars are one begin+end; keys are remembered for the next value. */
class Structure {
  constructor(walker) {
    Object.assign(this, { walker, stack: [], key: undefined });
  }

  open(kind) {
    this.begin(kind);
    this.stack.push({ kind, size: 0, expectKey: kind === 'object' });
  }

  close() {
    const frame = this.stack.pop();
    this.walker.end(frame.kind, this.stack.length, frame.size, undefined);
  }

  scalar(kind, value) {
    const depth = this.stack.length;
    this.begin(kind);
    this.walker.end(kind, depth, 0, value);
  }

  begin(kind) {
    const parent = this.stack.at(-1);
    const index = parent ? parent.size++ : 0;
    this.walker.begin(kind, this.stack.length, index, parent?.kind === 'object' ? this.key : undefined);
    this.key = undefined;
  }
}

async function* chunks(file) {
  const { fileChunks } = await cpImport('dist/artifacts/view/file-chunks.js');
  yield* fileChunks(file, 0, READ_CHUNK);
}

async function readWithStreamparser(file, path, page) {
  const { Tokenizer, TokenType: T } = await import('@streamparser/json');
  const walker = new PageWalker(path, page);
  const structure = new Structure(walker);
  const tokenizer = new Tokenizer();
  tokenizer.onToken = ({ token, value }) => {
    const frame = structure.stack.at(-1);
    if (token === T.STRING && frame?.expectKey) {
      structure.key = value;
      frame.expectKey = false;
      return;
    }
    if (token === T.COMMA && frame?.kind === 'object') frame.expectKey = true;
    else if (token === T.LEFT_BRACE) structure.open('object');
    else if (token === T.LEFT_BRACKET) structure.open('array');
    else if (token === T.RIGHT_BRACE || token === T.RIGHT_BRACKET) structure.close();
    else if (token === T.STRING) structure.scalar('string', value);
    else if (token === T.NUMBER) structure.scalar('number', value);
    else if (token === T.TRUE || token === T.FALSE || token === T.NULL) structure.scalar('literal', value);
  };
  for await (const chunk of chunks(file)) {
    tokenizer.write(chunk);
    if (walker.done || walker.notFound) break;
  }
  return walker;
}

async function readWithStreamJson(file, path, page) {
  // The parser itself, called on each chunk (stream-json/file/parser.js yields one token per await: ~10× slower).
  const { jsonParser } = await import('stream-json/core/parser.js');
  const walker = new PageWalker(path, page);
  const structure = new Structure(walker);
  const parse = jsonParser({ streamValues: false });
  const decoder = new TextDecoder();
  for await (const chunk of chunks(file)) {
    const out = parse(decoder.decode(chunk, { stream: true }));
    for (const { name, value } of out?.values ?? []) {
      if (name === 'keyValue') structure.key = value;
      else if (name === 'startObject') structure.open('object');
      else if (name === 'startArray') structure.open('array');
      else if (name === 'endObject' || name === 'endArray') structure.close();
      else if (name === 'stringValue') structure.scalar('string', value);
      else if (name === 'numberValue') structure.scalar('number', value);
      else if (name === 'nullValue' || name === 'trueValue' || name === 'falseValue') structure.scalar('literal', value);
    }
    if (walker.done || walker.notFound) break;
  }
  return walker;
}

async function readWithOurs(file, path, page) {
  const { readJsonTreePage } = await cpImport('dist/artifacts/view/json-tree.js');
  const result = await readJsonTreePage(file, path, { ...page, childStringBytes: CHILD_STRING_BYTES, nodeStringBytes: NODE_STRING_BYTES });
  return { node: result.node, children: result.children };
}

const readers = { ours: readWithOurs, streamparser: readWithStreamparser, 'stream-json': readWithStreamJson };

/** Child process: one read, then its time, peak memory and page on stdout. */
async function child([reader, file, pointer, offset, limit]) {
  const path = pointer === '' ? [] : pointer.slice(1).split('/');
  const started = performance.now();
  const { node, children } = await readers[reader](file, path, { offset: Number(offset), limit: Number(limit) });
  const ms = performance.now() - started;
  const page = JSON.stringify({ node, children });
  process.stdout.write(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024, page }));
}

// ---------------------------------------------------------------------------------------------

function runChild(args) {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out);
}

async function main() {
  const { values } = parseArgs({ options: { mb: { type: 'string', default: '100' }, rounds: { type: 'string', default: '3' }, limit: { type: 'string', default: '50' } } });
  const int = positiveIntOf(values);
  const [megabytes, rounds, limit] = [int('mb'), int('rounds'), int('limit')];
  const dir = mkdtempSync(join(tmpdir(), 'vigia-bench-viewer-'));
  onCleanup(`remover ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'results.sarif');
  let started = performance.now();
  const results = await writeSarif(file, megabytes);
  console.log(`SARIF de ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB, ${results.toLocaleString('pt-BR')} resultados, gerado em ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const half = Math.floor(results / 2);
  const cases = [
    { label: `filhos ${half}..${half + limit - 1} de /runs/0/results`, pointer: '/runs/0/results', offset: half },
    { label: `nó /runs/0/results/${half} expandido`, pointer: `/runs/0/results/${half}`, offset: 0 },
  ];
  started = performance.now();
  console.log(`Base: um processo node que só sobe tem maxRSS ${runChild(['ours', file, '/version', '0', '1']).maxRssMb.toFixed(0)} MB (lê só o começo do arquivo)`);
  for (const c of cases) {
    const samples = Object.fromEntries(READERS.map((r) => [r, []]));
    let reference;
    for (let round = 0; round < rounds; round++) {
      for (const reader of READERS) {
        const sample = runChild([reader, file, c.pointer, String(c.offset), String(limit)]);
        reference ??= sample.page;
        if (reader !== 'ours' && normalise(sample.page) !== normalise(reference)) throw new Error(`${reader} leu outra página que a nossa em ${c.pointer}:\n${normalise(sample.page)}\n≠\n${normalise(reference)}`);
        samples[reader].push(sample);
      }
    }
    console.log(`\n== ${c.label} (${limit} por página; mediana de ${rounds} rodadas intercaladas)`);
    console.log('   leitor          tempo ms   pico RSS MB   × nosso tempo');
    const ours = median(samples.ours.map((s) => s.ms));
    for (const reader of READERS) {
      const ms = median(samples[reader].map((s) => s.ms));
      const rss = median(samples[reader].map((s) => s.maxRssMb));
      console.log(`   ${reader.padEnd(14)} ${ms.toFixed(0).padStart(9)} ${rss.toFixed(0).padStart(13)} ${(ms / ours).toFixed(1).padStart(14)}`);
    }
  }
  console.log(`\nMedição: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Pages compared without the scalar kinds the library readers name differently (literal vs boolean/null). */
function normalise(page) {
  const { node, children } = JSON.parse(page);
  const plain = (s) => ({ ...s, type: s.type === 'literal' ? (s.value === 'null' ? 'null' : 'boolean') : s.type });
  return JSON.stringify({ node: plain(node), children: children.map(plain) });
}

if (process.argv[2] === '--child') await child(process.argv.slice(3));
else await runBench(main);
