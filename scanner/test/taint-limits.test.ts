// The Java analysis stays bounded on adversarial shapes: helper call trees that fan out, long concatenations.
import { expect, it } from 'vitest';
import { analyzeWithEngine } from '../src/taint/engine/analyze.js';

it('limita a interpretação de métodos auxiliares que se chamam em leque', () => {
  const levels = Array.from({ length: 12 }, (_, i) => `  String n${i}(String a) { return n${i + 1}(a) + n${i + 1}(a) + n${i + 1}(a); }`).join('\n');
  const src = `class Fila {\n  void entrada(javax.servlet.http.HttpServletRequest request) throws Exception {\n    Runtime.getRuntime().exec(n0(request.getParameter("c")));\n  }\n${levels}\n  String n12(String a) { return a; }\n}`;
  const started = performance.now();
  const hits = analyzeWithEngine('Fila.java', src);
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(hits.map((h) => `${h.line}:${h.ruleId}`)).toEqual(['3:injection-command']);
});
