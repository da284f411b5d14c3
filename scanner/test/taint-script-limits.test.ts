// The JS/Python analysis stays bounded on adversarial shapes: helper call trees that fan out, deep loops.
import { describe, expect, it } from 'vitest';
import { JS_ENGINES } from './helpers.js';

describe.each(JS_ENGINES)('%s', (_engine, analyze) => it('limita a interpretação de helpers que se chamam em leque e de laços aninhados', () => {
  const levels = Array.from({ length: 12 }, (_, i) => `function n${i}(a) { return n${i + 1}(a) + n${i + 1}(a) + n${i + 1}(a); }`).join('\n');
  const loops = `${'for (const x of lista) { '.repeat(20)}s += x;${' }'.repeat(20)}`;
  const src = `const { exec } = require('child_process');\napp.get('/fila', (req, res) => {\n  let s = '';\n  exec(n0(req.query.c));\n  ${loops}\n});\n${levels}\nfunction n12(a) { return a; }`;
  const started = performance.now();
  const hits = analyze('fila.js', src);
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(hits.map((h) => `${h.line}:${h.ruleId}`)).toEqual(['4:injection-command']);
}));
