// Reads the true/false samples out of gitleaks' rule sources (cmd/generate/config/rules/*.go) with a
// small evaluator of the Go expressions they are written in: string literals, +, fmt.Sprintf,
// []string{...}, map[string]string{...}, append, local and package variables, secrets.NewSecret and
// the one-line helpers of cmd/generate/config/utils (read from the checkout, not copied here).
// Anything else evaluates to UNKNOWN, and a sample that is UNKNOWN is counted as not extracted.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sampleFromRegex } from './regex-sample.mjs';

export const UNKNOWN = Symbol('unknown');

const TOKEN = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|`[^`]*`|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|[A-Za-z_][\w]*|\d[\w.]*|\.\.\.|:=|[-+*/%&|^<>!=]=|&&|\|\||<-|\+\+|--|\S/g;

function unquote(lit) {
  if (lit.startsWith('`')) return lit.slice(1, -1).replace(/\r/g, '');
  const body = lit.slice(1, -1);
  return body.replace(/\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|([0-7]{3})|(.))/g, (_m, x, u, U, o, c) => {
    if (x || u || U) return String.fromCodePoint(parseInt(x ?? u ?? U, 16));
    if (o) return String.fromCharCode(parseInt(o, 8));
    return { n: '\n', r: '\r', t: '\t', a: '\x07', b: '\b', f: '\f', v: '\v' }[c] ?? c;
  });
}

export function tokenize(src) {
  const tokens = [];
  let newline = false;
  for (const m of src.matchAll(TOKEN)) {
    const text = m[0];
    const gap = src.slice((tokens.at(-1)?.end ?? 0), m.index);
    if (gap.includes('\n')) newline = true;
    if (text.startsWith('//') || text.startsWith('/*')) { if (text.includes('\n') || text.startsWith('//')) newline = true; tokens.push({ text: '', end: m.index + text.length, skip: true }); continue; }
    tokens.push({ text, nl: newline, end: m.index + text.length, str: /^["`]/.test(text) });
    newline = false;
  }
  return tokens.filter((t) => !t.skip);
}

function goSprintf(format, args) {
  let k = 0;
  return format.replace(/%([%sdvq])/g, (m, verb) => {
    if (verb === '%') return '%';
    const a = args[k++];
    if (typeof a !== 'string') throw UNKNOWN;
    return verb === 'q' ? JSON.stringify(a) : a;
  });
}

const OPEN = { '(': ')', '[': ']', '{': '}' };

/** Evaluates Go expressions over a token list; `call(name, args)` resolves function calls. */
export class GoEvaluator {
  constructor(tokens, call, globals = new Map()) {
    this.t = tokens;
    this.call = call;
    this.globals = globals;
    this.locals = new Map();
    this.i = 0;
  }

  peek(k = 0) { return this.t[this.i + k]?.text; }

  skipBalanced() {
    let depth = 0;
    do {
      const tok = this.peek();
      if (OPEN[tok]) depth += 1;
      else if (tok === ')' || tok === ']' || tok === '}') depth -= 1;
      this.i += 1;
    } while (depth > 0 && this.i < this.t.length);
  }

  lookup(name) {
    if (name === 'nil') return null;
    if (this.locals.has(name)) return this.locals.get(name);
    if (this.globals.has(name)) return this.globals.get(name);
    return UNKNOWN;
  }

  /** expr := unary ('+' unary)* */
  expr() {
    let left = this.postfix();
    while (this.peek() === '+') {
      this.i += 1;
      const right = this.postfix();
      left = typeof left === 'string' && typeof right === 'string' ? left + right : UNKNOWN;
    }
    return left;
  }

  /** Elements of a composite literal: values (keyed ones keep only the value, as ValidateWithPaths reads them). */
  composite() {
    this.i += 1; // '{'
    const items = [];
    while (this.peek() !== '}' && this.i < this.t.length) {
      let value = this.peek() === '{' ? this.composite() : this.expr();
      if (this.peek() === ':') { this.i += 1; value = this.peek() === '{' ? this.composite() : this.expr(); }
      items.push(value);
      if (this.peek() === ',') this.i += 1;
      else if (this.peek() !== '}') { this.i += 1; items.push(UNKNOWN); }
    }
    this.i += 1;
    return items;
  }

  primary() {
    const tok = this.t[this.i];
    if (!tok) return UNKNOWN;
    if (tok.str) { this.i += 1; return unquote(tok.text); }
    if (tok.text === '(') { this.i += 1; const v = this.expr(); if (this.peek() === ')') this.i += 1; return v; }
    if (tok.text === '&' || tok.text === '*') { this.i += 1; return this.postfix(); }
    if (tok.text === '[' || tok.text === 'map') {
      // Type of a composite literal: []string, map[string]string, []*config.Allowlist ...
      while (this.i < this.t.length && this.peek() !== '{') { if (this.peek() === '[') this.skipBalanced(); else this.i += 1; }
      const items = this.composite();
      return tok.text === 'map' || items.every((x) => typeof x === 'string' || x === UNKNOWN) ? items : UNKNOWN;
    }
    if (tok.text === 'func') { // function literal: skip signature and body
      while (this.i < this.t.length && this.peek() !== '{') { if (OPEN[this.peek()]) this.skipBalanced(); else this.i += 1; }
      this.skipBalanced();
      return UNKNOWN;
    }
    if (/^[A-Za-z_]/.test(tok.text)) {
      this.i += 1;
      let name = tok.text;
      while (this.peek() === '.' && /^[A-Za-z_]/.test(this.peek(1) ?? '')) { name += `.${this.peek(1)}`; this.i += 2; }
      return { name };
    }
    this.i += 1;
    return UNKNOWN;
  }

  postfix() {
    let value = this.primary();
    for (;;) {
      const next = this.t[this.i];
      if (!next || next.nl) break;
      if (next.text === '(' && value?.name) {
        this.i += 1;
        const args = [];
        while (this.peek() !== ')' && this.i < this.t.length) {
          args.push(this.expr());
          if (this.peek() === '...') { this.i += 1; args.push({ spread: args.pop() }); }
          if (this.peek() === ',') this.i += 1;
          else if (this.peek() !== ')') this.i += 1;
        }
        this.i += 1;
        value = this.invoke(value.name, args);
      } else if (next.text === '{' && value?.name) {
        // Composite literal of a named type (config.Rule{...}): not a sample, but walk over it.
        this.composite();
        value = UNKNOWN;
      } else if (next.text === '[' || (next.text === '.' && value !== UNKNOWN)) {
        if (next.text === '[') this.skipBalanced(); else this.i += 2;
        value = UNKNOWN;
      } else break;
    }
    return value?.name ? this.lookup(value.name) : value;
  }

  invoke(name, args) {
    const flat = (a) => (a?.spread !== undefined ? a.spread : a);
    try {
      if (name === 'append') {
        const [base, ...rest] = args;
        if (!Array.isArray(base) && base !== UNKNOWN) return UNKNOWN;
        const out = Array.isArray(base) ? [...base] : [UNKNOWN];
        for (const a of rest) {
          if (a?.spread !== undefined) out.push(...(Array.isArray(a.spread) ? a.spread : [UNKNOWN]));
          else out.push(a);
        }
        return out;
      }
      if (name === 'fmt.Sprintf') {
        const [format, ...rest] = args.map(flat);
        return typeof format === 'string' ? goSprintf(format, rest) : UNKNOWN;
      }
      if (name === 'secrets.NewSecret') return typeof args[0] === 'string' ? sampleFromRegex(args[0]) : UNKNOWN;
      if (name === 'newPlausibleSecret' && typeof args[0] === 'string') {
        // generic.go's helper: NewSecret retried until it holds a digit 1-9 (its stop-word retry is skipped).
        for (;;) { const s = sampleFromRegex(args[0]); if (/[1-9]/.test(s)) return s; }
      }
      return this.call(name, args.map(flat));
    } catch (error) {
      if (error === UNKNOWN) return UNKNOWN;
      throw error;
    }
  }
}

/** Helpers of cmd/generate/config/utils whose body is a single `return <expr>`, interpreted from source. */
export function loadUtils(checkout) {
  const dir = join(checkout, 'cmd/generate/config/utils');
  const helpers = new Map();
  let sampleTemplates = null;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))) {
    const src = readFileSync(join(dir, file), 'utf8');
    for (const m of src.matchAll(/^func (\w+)\(([^)]*)\) \w+ \{\n\s*return ([\s\S]*?)\n\}/gm)) {
      const params = m[2].split(',').map((p) => p.trim().split(/\s+/)[0]).filter(Boolean);
      helpers.set(m[1], { params, tokens: tokenize(m[3]) });
    }
    // GenerateSampleSecrets fills a template map with {i}, {I} and {s}: read that map literal.
    const templates = /func GenerateSampleSecrets\([\s\S]*?samples := (map\[string\]string\{[\s\S]*?\n\t\})/.exec(src);
    if (templates) sampleTemplates = new GoEvaluator(tokenize(templates[1]), () => UNKNOWN).expr();
  }
  return { helpers, sampleTemplates };
}

/** The RuleID string of the function starting at token `from` (before the next top-level func). */
function ruleIdAfter(tokens, from) {
  for (let k = from + 1; k < tokens.length && !(tokens[k].text === 'func' && tokens[k].nl); k += 1) {
    if (tokens[k].text === 'RuleID' && tokens[k + 1]?.text === ':' && tokens[k + 2]?.str) return unquote(tokens[k + 2].text);
  }
  return null;
}

/** Extracts {rule, kind: 'tp'|'fp', value} from every rule file; UNKNOWN values are kept for counting. */
export function extractSamples(checkout) {
  const { helpers, sampleTemplates } = loadUtils(checkout);
  const samples = [];
  const rulesDir = join(checkout, 'cmd/generate/config/rules');
  const call = (name, args) => {
    const short = name.replace(/^utils\./, '');
    if (short === 'GenerateSampleSecrets' && sampleTemplates) {
      const [id, secret] = args;
      if (typeof id !== 'string' || typeof secret !== 'string') return [UNKNOWN];
      return sampleTemplates.map((t) => (typeof t === 'string' ? t.replaceAll('{i}', id).replaceAll('{I}', id.toUpperCase()).replaceAll('{s}', secret) : UNKNOWN));
    }
    const helper = helpers.get(short);
    if (!helper || !name.startsWith('utils.')) return UNKNOWN;
    const ev = new GoEvaluator(helper.tokens, call);
    helper.params.forEach((p, k) => ev.locals.set(p, args[k]));
    ev.i = 0;
    return ev.expr();
  };
  const files = readdirSync(rulesDir).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go')).sort();
  // Package-level variables first (shared across files of the package).
  const globals = new Map();
  const perFile = files.map((f) => ({ file: f, tokens: tokenize(readFileSync(join(rulesDir, f), 'utf8')) }));
  for (const pass of ['globals', 'rules']) {
    for (const { file, tokens } of perFile) {
      const ev = new GoEvaluator(tokens, call, globals);
      let depth = 0;
      let rule = file.replace(/\.go$/, '');
      for (ev.i = 0; ev.i < tokens.length;) {
        const tok = tokens[ev.i].text;
        if (tok === '{') { depth += 1; ev.i += 1; continue; }
        if (tok === '}') { depth -= 1; ev.i += 1; continue; }
        if (tok === 'func' && depth === 0) { ev.locals = new Map(); rule = ruleIdAfter(tokens, ev.i) ?? tokens[ev.i + 1]?.text ?? rule; ev.i += 1; continue; }
        const isVar = tok === 'var';
        const start = isVar ? ev.i + 1 : ev.i;
        const op = tokens[start + 1]?.text;
        const declared = isVar && op !== '=' ? tokens[start + 2]?.text : null; // var x []string
        if (/^[A-Za-z_]\w*$/.test(tokens[start]?.text ?? '') && (op === ':=' || op === '=' || (isVar && declared)) && tokens[start - 1]?.text !== '.' && tokens[start - 1]?.text !== ',') {
          const name = tokens[start].text;
          if (isVar && op !== '=') {
            // `var x []string` (maybe followed by `= ...`).
            while (ev.i < tokens.length && !tokens[ev.i + 1]?.nl && tokens[ev.i].text !== '=') ev.i += 1;
            if (tokens[ev.i].text !== '=') { (depth === 0 ? globals : ev.locals).set(name, []); ev.i += 1; continue; }
            ev.i += 1;
          } else ev.i = start + 2;
          const value = ev.expr();
          if (depth === 0 && pass === 'globals') globals.set(name, value);
          else if (depth > 0) ev.locals.set(name, value);
          continue;
        }
        if (tok === 'return' && depth === 1 && pass === 'rules') {
          ev.i += 1;
          const callName = tokens[ev.i + 2]?.text;
          if (tokens[ev.i]?.text === 'utils' && /^Validate(WithPaths)?$/.test(callName ?? '')) {
            ev.i += 4; // utils . Validate (
            const args = [];
            while (ev.peek() !== ')' && ev.i < tokens.length) { args.push(ev.expr()); if (ev.peek() === ',') ev.i += 1; }
            const [, tps, fps] = args;
            const list = (v) => (Array.isArray(v) ? v : v === UNKNOWN ? [UNKNOWN] : []);
            for (const value of list(tps)) samples.push({ rule, kind: 'tp', value });
            for (const value of list(fps)) samples.push({ rule, kind: 'fp', value });
          }
          continue;
        }
        ev.i += 1;
      }
    }
  }
  return samples;
}
