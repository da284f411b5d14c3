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

describe('CPF/CNPJ em seeds SQL e CSV', () => {
  it('INSERT com muitas linhas: a coluna de cada valor decide, mesmo longe da lista de colunas', () => {
    const rows = Array.from({ length: 50 }, (_, i) => `  (${i}, 'Nome', '52998224725', '11144477735'),`);
    const text = ['INSERT INTO clientes (id, nome, cpf, conta)', 'VALUES', ...rows, "  (99, 'Fim', '52998224725', '0');"].join('\n');
    const hits = detectBrazilianIds('seed_clientes.sql', text);
    expect(hits).toHaveLength(51);
    expect(hits.every((h) => h.column === (text.split('\n')[h.line - 1] ?? '').indexOf('52998224725') + 1)).toBe(true);
  });

  it('INSERT de uma linha com a coluna longe do valor; outra instrução não herda a coluna', () => {
    const text = "INSERT INTO empresas (id, razao_social, nome_fantasia, endereco, cidade, uf, cnpj) VALUES (1, 'Ltda', 'X', 'Rua A, 1', 'SP', 'SP', '11222333000181');\nINSERT INTO contas (id, numero) VALUES (1, '52998224725');\n";
    expect(detectBrazilianIds('seed.sql', text).map((h) => [h.ruleId, h.line])).toEqual([['pii-cnpj', 1]]);
  });

  it('CPF mascarado nunca é achado', () => {
    const text = "cpf = '***.456.789-**'\ncpf = '123.***.***-09'\nlog.info(\"cpf ***.982.247-**\")\n";
    expect(detectBrazilianIds('a.py', text)).toEqual([]);
  });

  it('CSV: a coluna vem do cabeçalho', () => {
    const text = 'nome;cpf;conta\nAna;529.982.247-25;52998224725\n"Silva; Ana";52998224725;1\n';
    expect(detectBrazilianIds('clientes.csv', text).map((h) => [h.line, h.column])).toEqual([[2, 5], [3, 14]]);
  });
});
