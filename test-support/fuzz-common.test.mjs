import { describe, expect, it } from 'vitest';
import { internalDetail } from './fuzz-common.mjs';

// The fuzzers' "no internal detail" property is only as good as this detector.
describe('internalDetail', () => {
  it('flags stack frames, exception names, file paths, SQL and database errors', () => {
    expect(internalDetail('{"message":"boom","stack":"x"}')).toBe('"stack":');
    expect(internalDetail('TypeError: Cannot read properties of undefined')).toBe('TypeError');
    expect(internalDetail('    at handler (/work/app/dist/x.js:10:5)')).toMatch(/^at handler/);
    expect(internalDetail('falhou em /srv/vigia/data/tmp')).toBe('/srv/vigia');
    expect(internalDetail('select id from findings where x = 1'.toUpperCase())).toMatch(/^SELECT/);
    expect(internalDetail('relation "scans" does not exist')).toBe('relation "scans" does not exist');
    expect(internalDetail('connect ECONNREFUSED 127.0.0.1:4100')).toBe('ECONNREFUSED');
  });

  it('lets Portuguese messages, GraphQL syntax errors and echoed input through', () => {
    expect(internalDetail('{"code":"VALIDATION_ERROR","message":"Dados inválidos: page"}')).toBeUndefined();
    expect(internalDetail('Syntax Error: Unexpected "}".')).toBeUndefined();
    const sent = '../../etc/passwd /tmp/evil';
    expect(internalDetail('Arquivo inválido: o caminho "/tmp/evil" sai do diretório do projeto', sent)).toBeUndefined();
  });
});
