// The language-neutral core of the taint analysis: merging paths, deriving values, sanitizers.
import { describe, expect, it } from 'vitest';
import type { TraceStep } from '../src/types.js';
import { CLEAN, constant, derive, join, reachesAs, sanitized, source } from '../src/taint/value.js';

const step = (line: number, note: string, kind: TraceStep['kind'] = 'step'): TraceStep => ({ file: 'A.java', line, column: 1, kind, note });
const entrada = source(step(1, 'entrada: request.getParameter', 'source'));

describe('valores do taint', () => {
  it('uma constante sobrevive à junção só se for igual nos dois caminhos', () => {
    expect(join(constant('pix'), constant('pix')).constant?.value).toBe('pix');
    expect(join(constant('pix'), constant('ted')).constant).toBeUndefined();
    expect(join(constant('pix'), entrada).taint).toBe('tainted');
  });

  it('derivar de um valor contaminado acrescenta o passo ao rastro; de constantes, dobra a constante', () => {
    const v = derive([constant('SELECT '), entrada], () => step(2, 'concatenação'));
    expect(v.trace.map((s) => s.note)).toEqual(['entrada: request.getParameter', 'concatenação']);
    expect(derive([constant('a'), constant('b')], () => step(2, 'concatenação'), 'ab').constant?.value).toBe('ab');
  });

  it('sanitizador limpa só os sinks que neutraliza, e a junção exige que todos os caminhos passem por ele', () => {
    const html = sanitized(entrada, ['xss']);
    expect(reachesAs(html, 'xss')).toBe('none');
    expect(reachesAs(html, 'sql')).toBe('tainted');
    expect(reachesAs(join(html, entrada), 'xss')).toBe('tainted');
    expect(reachesAs(sanitized(entrada, 'all'), 'command')).toBe('none');
  });

  it('um contêiner entrega ao sink tudo o que guarda', () => {
    expect(reachesAs({ ...CLEAN, items: [constant('a'), entrada] }, 'path')).toBe('tainted');
    expect(reachesAs({ ...CLEAN, entries: new Map([['k', constant('a')]]) }, 'path')).toBe('none');
  });
});
