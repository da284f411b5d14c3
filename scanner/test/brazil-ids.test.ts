import { describe, expect, it } from 'vitest';
import { detectBrazilianIds } from '../src/detectors/brazil-ids.js';
import { isValidCnpj, isValidCpf } from '../src/index.js';

describe('dígitos verificadores', () => {
  it('valida CPF com e sem máscara e rejeita dígitos errados e repetidos', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('valida CNPJ numérico e alfanumérico (IN RFB 2.229/2024)', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    // Base 12ABC34501DE: letters count as ASCII code minus 48; check digits 3 and 5.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });
});

describe('detector de CPF/CNPJ', () => {
  it('exige palavra-chave próxima e mascara o número no trecho', () => {
    const text = 'cpf = "529.982.247-25"\npedido = 52998224725\n';
    const hits = detectBrazilianIds('a.py', text);
    expect(hits.map((h) => [h.ruleId, h.line])).toEqual([['pii-cpf', 1]]);
    expect(hits[0]?.snippet).toBe('cpf = "***.***.***-25"');
  });
});
