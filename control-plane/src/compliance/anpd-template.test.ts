import { describe, expect, it } from 'vitest';
import { applyFill, buildAnpdTemplate, categoryOf, evidenceCategories, type AnpdInput } from './anpd-template.js';

const base: AnpdInput = {
  projectId: '00000000-0000-4000-8000-000000000001',
  projectName: 'Internet Banking',
  scanId: '00000000-0000-4000-8000-000000000002',
  scanFinishedAt: new Date('2026-03-10T15:00:00Z'),
  regime: 'CMN_4893',
  generatedAt: new Date('2026-03-11T12:00:00Z'),
  counts: [
    { rule: 'pii-cpf', category: 'personal-data', severity: 'medium', findings: 3, occurrences: 4 },
    { rule: 'secret-provider-token', category: 'secrets', severity: 'critical', findings: 1, occurrences: 1 },
    { rule: 'secret-high-entropy', category: 'secrets', severity: 'high', findings: 2, occurrences: 2 },
    { rule: 'crypto-weak-cipher', category: 'crypto', severity: 'high', findings: 1, occurrences: 1 },
    { rule: 'injection-sql', category: 'injection', severity: 'high', findings: 2, occurrences: 2 },
  ],
  samples: [
    { rule: 'pii-cpf', file: 'src/b.js', line: 9, severity: 'medium' },
    { rule: 'pii-cpf', file: 'src/a.js', line: 2, severity: 'medium' },
    { rule: 'secret-high-entropy', file: 'config/app.env', line: 1, severity: 'high' },
    { rule: 'secret-provider-token', file: 'deploy.sh', line: 4, severity: 'critical' },
  ],
};

describe('categorias de dados a partir das regras', () => {
  it('deriva a categoria da regra e da categoria do catálogo', () => {
    expect(categoryOf('pii-cpf', 'personal-data')).toBe('cpf');
    expect(categoryOf('pii-cnpj', 'personal-data')).toBe('cnpj');
    expect(categoryOf('pii-email', 'personal-data')).toBe('email');
    expect(categoryOf('log-personal-data', 'personal-data')).toBe('personal_data_in_logs');
    expect(categoryOf('secret-private-key', 'secrets')).toBe('credentials');
    expect(categoryOf('jwt-not-verified', 'auth')).toBe('credentials');
    expect(categoryOf('crypto-weak-password-hash', 'crypto')).toBe('credentials');
    expect(categoryOf('tls-verification-disabled', 'transport')).toBe('encryption');
    expect(categoryOf('iac-encryption-disabled', 'hardening')).toBe('encryption');
    expect(categoryOf('injection-sql', 'injection')).toBe('other_vulnerabilities');
  });

  it('soma por categoria e ordena as amostras (mais severas primeiro)', () => {
    const categories = evidenceCategories(base.counts, base.samples);
    expect(categories.map((c) => [c.id, c.findings, c.occurrences])).toEqual([
      ['cpf', 3, 4],
      ['credentials', 3, 3],
      ['encryption', 1, 1],
      ['other_vulnerabilities', 2, 2],
    ]);
    expect(categories[0]?.samples.map((s) => `${s.file}:${s.line}`)).toEqual(['src/a.js:2', 'src/b.js:9']);
    expect(categories[1]?.samples.map((s) => s.severity)).toEqual(['critical', 'high']);
  });
});

describe('rascunho de Comunicação de Incidente de Segurança', () => {
  const template = buildAnpdTemplate(base);
  const byId = Object.fromEntries(template.fields.map((f) => [f.id, f]));

  it('traz os campos da Res. CD/ANPD 15/2024 com rótulo e dica em português', () => {
    expect(template.title).toBe('Comunicação de Incidente de Segurança');
    expect(template.regulation).toContain('CD/ANPD nº 15');
    expect(template.fields.map((f) => f.id)).toEqual([
      'descricaoIncidente', 'dataIncidente', 'dataCiencia', 'categoriasDados', 'dadosSensiveis', 'titularesAfetados', 'titularesTotal',
      'consequencias', 'riscos', 'medidasSeguranca', 'medidasMitigacao', 'motivosAtraso', 'comunicacaoTitulares', 'controlador',
      'agentePequenoPorte', 'operador', 'encarregado',
    ]);
    for (const f of template.fields) {
      expect(f.label.length).toBeGreaterThan(5);
      expect(f.hint.length).toBeGreaterThan(10);
      expect(f.source).toBe(f.value === '' ? 'blank' : 'scan');
    }
  });

  it('preenche o que a análise sabe e deixa em branco o que ela não pode saber', () => {
    expect(byId.categoriasDados?.value).toBe(
      'CPF (dado pessoal de identificação) (3 achados); Credenciais e dados de autenticação (senhas, tokens, chaves) (3 achados).',
    );
    expect(byId.descricaoIncidente?.value).toContain('identificou 9 achados relacionados à LGPD (10 ocorrências)');
    expect(byId.descricaoIncidente?.value).toContain('Internet Banking');
    expect(byId.riscos?.value).toBe(
      'Achados relacionados à LGPD por severidade: crítica: 1; alta: 5; média: 3. Envolve dados de autenticação em sistemas, um dos critérios de risco ou dano relevante da Res. CD/ANPD 15/2024.',
    );
    expect(byId.medidasSeguranca?.value).toContain('1 achado indica proteção criptográfica insuficiente (LGPD art. 48, §3º)');
    expect(byId.medidasMitigacao?.value).toContain('revogar e rotacionar imediatamente as credenciais');
    expect(byId.consequencias?.value).toContain('acesso não autorizado');
    for (const id of ['dataIncidente', 'dataCiencia', 'dadosSensiveis', 'titularesAfetados', 'titularesTotal', 'motivosAtraso', 'comunicacaoTitulares', 'controlador', 'agentePequenoPorte', 'operador', 'encarregado']) {
      expect(byId[id], id).toMatchObject({ value: '', source: 'blank' });
    }
    // The date of knowledge is not the scan's, but the hint says when the scan ran (São Paulo time).
    expect(byId.dataCiencia?.hint).toContain('10/03/2026, 12:00');
    expect(template.evidence).toMatchObject({ lgpdFindings: 9, occurrences: 10 });
    expect(template.disclaimer).toContain('não constitui parecer jurídico');
    expect(template.deadline).toContain('3 dias úteis');
  });

  it('sem achados de LGPD: diz isso e deixa o resto em branco', () => {
    const empty = buildAnpdTemplate({ ...base, counts: [], samples: [] });
    const fields = Object.fromEntries(empty.fields.map((f) => [f.id, f]));
    expect(fields.descricaoIncidente?.value).toContain('não identificou achados relacionados à LGPD');
    expect(fields.categoriasDados).toMatchObject({ value: '', source: 'blank' });
    expect(fields.riscos).toMatchObject({ value: '', source: 'blank' });
    expect(empty.evidence).toEqual({ lgpdFindings: 0, occurrences: 0, categories: [] });
  });

  it('aplica os valores do usuário: ausente mantém, vazio vira lacuna', () => {
    const filled = applyFill(template, { encarregado: 'Maria DPO, dpo@banco.com.br', riscos: '  ' });
    const fields = Object.fromEntries(filled.fields.map((f) => [f.id, f]));
    expect(fields.encarregado?.value).toBe('Maria DPO, dpo@banco.com.br');
    expect(fields.riscos).toMatchObject({ value: '', source: 'blank' });
    expect(fields.categoriasDados?.value).toBe(byId.categoriasDados?.value);
  });
});
