// Reads gitleaks' rule samples (`tps`/`fps` in cmd/generate/config/rules/*.go) without running Go:
// a tiny evaluator for the few expression forms those files use. Anything else is counted as "not
// extracted" rather than guessed, so the benchmark says how much of the suite it really measured.
import { randomInt } from 'node:crypto';

/** utils/patterns.go helpers: each returns a regex source that secrets.NewSecret then samples. */
const PATTERN_HELPERS = {
  Numeric: (n) => `[0-9]{${n}}`,
  Hex: (n) => `[a-f0-9]{${n}}`,
  AlphaNumeric: (n) => `[a-z0-9]{${n}}`,
  AlphaNumericExtendedShort: (n) => `[a-z0-9_-]{${n}}`,
  AlphaNumericExtended: (n) => `[a-z0-9=_\\-]{${n}}`,
  AlphaNumericExtendedLong: (n) => `[a-z0-9\\/=_\\+\\-]{${n}}`,
  Hex8_4_4_4_12: () => '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
};

/** utils/generate.go GenerateSampleSecrets templates (the non-TODO ones), same placeholders. */
const SAMPLE_TEMPLATES = [
  '{i}Token="{s}"', '{i}Token = "{s}"', '{i}Token={s}', '{i}Token = {s}',
  '{\n    "{i}_token": "{s}"\n}', '{"config.ini": "{I}_TOKEN={s}\\nBACKUP_ENABLED=true"}',
  '<{i}Token>\n    {s}\n</{i}Token>', '{i}_token: {s}', "{i}_token: '{s}'", '{i}_token: "{s}"',
  'string {i}Token = "{s}";', 'var {i}Token string = "{s}"', '{i}Token := "{s}"', '{i}Token := `{s}`',
  'String {i}Token = "{s}";', 'var {i}Token = "{s}"', '${i}Token .= "{s}"', "{i}Token = '{s}'", '{i}Token = "{s}"',
  'System.setProperty("{I}_TOKEN", "{s}")', '  "{i}Token" => "{s}"',
  '{i}_TOKEN = "{s}"', '{i}_TOKEN := "{s}"', '{i}_TOKEN ::= "{s}"', '{i}_TOKEN :::= "{s}"', '{i}_TOKEN ?= "{s}"',
];
const fill = (t, id, s) => t.replaceAll('{i}', id).replaceAll('{I}', id.toUpperCase()).replaceAll('{s}', s);

// --- a random string matching a simple regex (classes, ranges, groups with |, counted quantifiers)
const CLASS_ESC = { d: '0123456789', w: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_', s: ' ' };
function parseRegex(src) {
  let i = 0;
  const alt = () => {
    const branches = [seq()];
    while (src[i] === '|') { i++; branches.push(seq()); }
    return { alt: branches };
  };
  const seq = () => {
    const items = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') items.push(quant(atom()));
    return items;
  };
  const atom = () => {
    const c = src[i++];
    if (c === '(') {
      if (src[i] === '?') { const m = /^\?(?:[a-z]*:|:|[a-z]+\))/.exec(src.slice(i)); if (!m) throw new Error('group'); i += m[0].length; if (m[0].endsWith(')')) return { lit: '' }; }
      const inner = alt();
      if (src[i++] !== ')') throw new Error('paren');
      return inner;
    }
    if (c === '[') {
      let chars = '';
      if (src[i] === '^') throw new Error('negated class');
      while (src[i] !== ']') {
        let a = src[i++];
        if (a === '\\') { const e = src[i++]; a = CLASS_ESC[e] ?? e; if (a.length > 1) { chars += a; continue; } }
        if (src[i] === '-' && src[i + 1] !== ']') { i++; let b = src[i++]; if (b === '\\') b = src[i++]; for (let k = a.charCodeAt(0); k <= b.charCodeAt(0); k++) chars += String.fromCharCode(k); } else chars += a;
        if (i >= src.length) throw new Error('class');
      }
      i++;
      return { set: chars };
    }
    if (c === '\\') { const e = src[i++]; return CLASS_ESC[e] ? { set: CLASS_ESC[e] } : { lit: e }; }
    if (c === '.') return { set: CLASS_ESC.w };
    if (c === '^' || c === '$') return { lit: '' };
    return { lit: c };
  };
  const quant = (node) => {
    const m = /^(?:\{(\d+)(?:,(\d*))?\}|[?*+])\??/.exec(src.slice(i));
    if (!m) return node;
    i += m[0].length;
    if (m[1] !== undefined) return { node, min: +m[1], max: m[2] === undefined ? +m[1] : m[2] === '' ? +m[1] + 8 : +m[2] };
    const q = m[0][0];
    return { node, min: q === '+' ? 1 : 0, max: q === '?' ? 1 : 8 };
  };
  const tree = alt();
  if (i !== src.length) throw new Error('trailing');
  return tree;
}
function generate(node) {
  if (Array.isArray(node)) return node.map(generate).join('');
  if (node.alt) return generate(node.alt[randomInt(node.alt.length)]);
  if (node.set !== undefined) return node.set[randomInt(node.set.length)];
  if (node.lit !== undefined) return node.lit;
  const n = node.min + randomInt(node.max - node.min + 1);
  let out = '';
  for (let k = 0; k < n; k++) out += generate(node.node);
  return out;
}
export const newSecret = (regex) => generate(parseRegex(regex.replace(/^\(\?i\)/, '')));

// --- Go expression evaluator over the source text
class Unsupported extends Error {}
function evaluator(src, outer) {
  let i = 0;
  const ws = () => { for (;;) { const m = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(src.slice(i, i + 4000)); if (!m) return; i += m[0].length; } };
  const peek = (s) => { ws(); return src.startsWith(s, i); };
  const eat = (s) => { if (!peek(s)) throw new Unsupported(`esperado ${s} em ${src.slice(i, i + 40)}`); i += s.length; };
  const str = () => {
    ws();
    if (src[i] === '`') { const end = src.indexOf('`', i + 1); const v = src.slice(i + 1, end); i = end + 1; return v; }
    const m = /^"((?:[^"\\\n]|\\.)*)"/.exec(src.slice(i));
    i += m[0].length;
    return JSON.parse(`"${m[1].replace(/\\x([0-9a-fA-F]{2})/g, '\\u00$1').replace(/\\'/g, "'")}"`);
  };
  const args = () => { eat('('); const out = []; while (!peek(')')) { out.push(expr()); if (peek(',')) eat(','); } eat(')'); return out; };
  const primary = () => {
    ws();
    if (src[i] === '"' || src[i] === '`') return str();
    if (peek('[]string{')) { eat('[]string{'); const out = []; while (!peek('}')) { const v = expr(); out.push(...(Array.isArray(v) ? v : [v])); if (peek(',')) eat(','); } eat('}'); return { list: out }; }
    const m = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/.exec(src.slice(i));
    if (!m) throw new Unsupported(`expressão em ${src.slice(i, i + 40)}`);
    i += m[0].length;
    const name = m[0];
    if (!peek('(')) return variable(name);
    const a = args();
    const helper = name.replace(/^utils\./, '');
    if (name.startsWith('utils.') && PATTERN_HELPERS[helper]) return PATTERN_HELPERS[helper](a[0]);
    if (name === 'secrets.NewSecret') return newSecret(a[0]);
    if (name === 'utils.GenerateSampleSecret') return `${a[0]}_api_token = "${a[1]}"`;
    if (name === 'utils.GenerateSampleSecrets') return { list: SAMPLE_TEMPLATES.map((t) => fill(t, a[0], a[1])) };
    if (name === 'fmt.Sprintf') { let k = 1; return a[0].replace(/%[sdv]/g, () => String(a[k++])); }
    if (name === 'strings.Repeat') return a[0].repeat(Number(a[1]));
    if (name === 'append') return { list: a.flatMap((v) => (typeof v === 'string' ? [v] : v.list)) };
    throw new Unsupported(`função ${name}`);
  };
  const expr = () => {
    let v = primary();
    for (;;) {
      if (peek('...')) { eat('...'); continue; }
      if (peek('+') && !peek('+=')) { eat('+'); const r = primary(); if (typeof v !== 'string' || typeof r !== 'string') throw new Unsupported('+'); v += r; continue; }
      return v;
    }
  };
  const vars = {};
  // A local `name := expr` (or `name = expr`) read where it is used; evaluated once, then remembered.
  const variable = (name) => {
    if (name in vars) return vars[name];
    const decl = new RegExp(`\\b${name.replace(/[.$]/g, '\\$&')}\\s*:?=\\s*`).exec(src);
    if ((!decl || name === 'map') && outer && name !== 'map') return outer.variable(name); // package-level var
    if (!decl || name === 'map') throw new Unsupported(`variável ${name}`);
    const saved = i;
    vars[name] = undefined;
    i = decl.index + decl[0].length;
    try { vars[name] = expr(); } finally { i = saved; }
    return vars[name];
  };
  return { vars, variable, at: (pos) => { i = pos; const v = expr(); return typeof v === 'string' ? [v] : v.list; }, end: () => i };
}

/**
 * Samples of one rule file: [{rule, kind: 'tp'|'fp', text}] plus the statements it could not evaluate
 * (each one may hold several samples; the caller reports them as "not extracted").
 */
export function samplesOfRuleFile(source) {
  const samples = [];
  const failures = [];
  const fileScope = evaluator(source);
  for (const fn of source.split(/\nfunc /).slice(1)) {
    const rule = /RuleID:\s*"([^"]+)"/.exec(fn)?.[1] ?? fn.slice(0, fn.indexOf('('));
    const ev = evaluator(fn, fileScope);
    for (const m of fn.matchAll(/\b(tps|fps|tpsWithPaths|fpsWithPaths)\s*(:?=)\s*/g)) {
      if (m[1].endsWith('WithPaths')) { failures.push({ rule, kind: m[1], reason: 'amostras por caminho de arquivo' }); continue; }
      try {
        const values = ev.at(m.index + m[0].length);
        const prev = samples.filter((s) => s.rule === rule && s.kind === m[1].slice(0, 2)).map((s) => s.text);
        // `tps = append(tps, ...)` re-evaluates tps; only the new tail is new.
        const fresh = m[2] === '=' && fn.slice(m.index + m[0].length).startsWith(`append(${m[1]}`) ? values.slice(prev.length) : values;
        for (const text of fresh) samples.push({ rule, kind: m[1].slice(0, 2), text });
        ev.vars[m[1]] = { list: [...prev, ...fresh] };
      } catch (e) {
        if (!(e instanceof Unsupported) && !(e instanceof TypeError)) throw e;
        failures.push({ rule, kind: m[1], reason: e.message.slice(0, 80) });
      }
    }
  }
  return { samples, failures };
}
