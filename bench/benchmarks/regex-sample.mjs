// Random text matching a regular expression, like gitleaks' secrets.NewSecret (lucasjones/reggen with
// limit 1): unbounded repeats (*, +, {n,}) add at most one extra copy. Covers the RE2 syntax the
// gitleaks rule samples use: classes, ranges, escapes, groups, alternation, quantifiers, flags.

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const CLASS_ESCAPES = {
  d: '0123456789',
  w: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_',
  s: ' ',
};

const pick = (chars) => chars[Math.floor(Math.random() * chars.length)];

function parseClass(src, i) {
  // src[i] === '['
  let j = i + 1;
  let negate = false;
  if (src[j] === '^') { negate = true; j += 1; }
  const chars = new Set();
  let first = true;
  while (j < src.length && (src[j] !== ']' || first)) {
    first = false;
    let ch = src[j];
    if (ch === '[' && src[j + 1] === ':') { // [:alnum:] style
      const end = src.indexOf(':]', j);
      const name = src.slice(j + 2, end);
      const sets = { alnum: CLASS_ESCAPES.w.replace('_', ''), alpha: CLASS_ESCAPES.w.replace(/[\d_]/g, ''), digit: CLASS_ESCAPES.d, xdigit: '0123456789abcdefABCDEF', upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', lower: 'abcdefghijklmnopqrstuvwxyz' };
      for (const c of sets[name] ?? '') chars.add(c);
      j = end + 2;
      continue;
    }
    if (ch === '\\') {
      const e = src[j + 1];
      j += 2;
      if (CLASS_ESCAPES[e]) { for (const c of CLASS_ESCAPES[e]) chars.add(c); continue; }
      ch = { n: '\n', r: '\r', t: '\t' }[e] ?? e;
    } else j += 1;
    if (src[j] === '-' && src[j + 1] !== ']' && j + 1 < src.length) {
      let to = src[j + 1];
      j += 2;
      if (to === '\\') { to = src[j]; j += 1; }
      for (let c = ch.charCodeAt(0); c <= to.charCodeAt(0); c += 1) chars.add(String.fromCharCode(c));
    } else chars.add(ch);
  }
  const list = negate ? PRINTABLE.filter((c) => !chars.has(c)) : [...chars];
  return { node: { kind: 'set', chars: list }, next: j + 1 };
}

/** Parses an alternation up to ')' or the end; returns { node, next }. */
function parseAlternation(src, i) {
  const branches = [];
  let seq = [];
  while (i < src.length && src[i] !== ')') {
    if (src[i] === '|') { branches.push(seq); seq = []; i += 1; continue; }
    let atom;
    const ch = src[i];
    if (ch === '(') {
      let j = i + 1;
      if (src[j] === '?') {
        const flags = /^\?[-imsU]*(?::|\))/.exec(src.slice(j));
        if (flags && flags[0].endsWith(')')) { i = j + flags[0].length; continue; } // (?i) alone
        if (flags) j += flags[0].length;
        else if (src.startsWith('?P<', j) || src.startsWith('?<', j)) j = src.indexOf('>', j) + 1;
      }
      const inner = parseAlternation(src, j);
      atom = inner.node;
      i = inner.next + 1;
    } else if (ch === '[') {
      const parsed = parseClass(src, i);
      atom = parsed.node;
      i = parsed.next;
    } else if (ch === '\\') {
      const e = src[i + 1];
      i += 2;
      if (CLASS_ESCAPES[e]) atom = { kind: 'set', chars: [...CLASS_ESCAPES[e]] };
      else if ('bBAzZ'.includes(e)) continue; // zero-width
      else if (e === 'x') { atom = { kind: 'lit', text: String.fromCharCode(parseInt(src.slice(i, i + 2), 16)) }; i += 2; }
      else atom = { kind: 'lit', text: { n: '\n', r: '\r', t: '\t' }[e] ?? e };
    } else if (ch === '^' || ch === '$') { i += 1; continue; }
    else if (ch === '.') { atom = { kind: 'set', chars: PRINTABLE }; i += 1; }
    else { atom = { kind: 'lit', text: ch }; i += 1; }
    // Quantifier.
    let min = 1;
    let max = 1;
    const q = /^(?:\{(\d+)(?:(,)(\d*))?\}|[*+?])/.exec(src.slice(i));
    if (q) {
      if (q[0] === '*') { min = 0; max = 1; }
      else if (q[0] === '+') { min = 1; max = 2; }
      else if (q[0] === '?') { min = 0; max = 1; }
      else {
        min = Number(q[1]);
        max = q[2] ? (q[3] ? Number(q[3]) : min + 1) : min;
      }
      i += q[0].length;
      if (src[i] === '?') i += 1; // lazy
    }
    seq.push({ kind: 'repeat', atom, min, max });
  }
  branches.push(seq);
  return { node: { kind: 'alt', branches }, next: i };
}

function generate(node) {
  switch (node.kind) {
    case 'lit': return node.text;
    case 'set': return node.chars.length ? pick(node.chars) : '';
    case 'alt': return pick(node.branches).map(generate).join('');
    case 'repeat': {
      const n = node.min + Math.floor(Math.random() * (node.max - node.min + 1));
      let out = '';
      for (let k = 0; k < n; k += 1) out += generate(node.atom);
      return out;
    }
    default: throw new Error(`nó desconhecido: ${node.kind}`);
  }
}

export function sampleFromRegex(pattern) {
  return generate(parseAlternation(pattern, 0).node);
}
