import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
import type { ExportFindingFragment } from '../../../gql/graphql';
import { FindingTraceStepFragment } from '../table/traceStepFragment';
import { buildFindingsJson, findingsFilename } from './json';

const finding: ExportFindingFragment = {
  id: 'f1',
  file: 'src/config.ts',
  line: 3,
  column: 7,
  severity: 'critical',
  rule: 'aws-secret',
  category: 'secrets',
  framework: 'bacen',
  message: 'Chave AWS: AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG',
  cwe: 'CWE-798',
  count: 2,
  nonApplicable: false,
  fingerprint: 'abc',
  snippet: 'const id = "AKIAIOSFODNN7EXAMPLE";\nconst secret = "shh";',
  trace: [
    makeFragmentData({ file: 'src/ContaController.java', line: 12, column: 5, kind: 'source', note: 'entrada: request.getParameter' }, FindingTraceStepFragment),
    makeFragmentData({ file: 'src/ContaController.java', line: 15, column: 9, kind: 'sink', note: 'execução SQL' }, FindingTraceStepFragment),
  ],
  law: { citations: [{ framework: 'bacen', ref: 'Res. 4.893 art. 3º', text: 'Política de segurança cibernética' }] },
  meta: { regulatory: { frameworks: ['bacen'], cwe: ['CWE-798'], bacenControls: ['art. 3º'], lgpdArticles: [], openFinance: [] } },
};

describe('findings JSON', () => {
  const meta = {
    project: 'Portal PIX',
    scanId: 's1',
    scanFinishedAt: '2026-11-23T12:00:00Z',
    exportedAt: '2026-11-23T13:00:00.000Z',
    filters: { severities: ['critical' as const], q: '', sortBy: 'severity' as const, sortOrder: 'desc' as const },
  };

  it('is pretty-printed with 2 spaces, with the export metadata and the findings', () => {
    const text = buildFindingsJson([finding], meta);
    expect(text.split('\n')[1]).toBe('  "project": "Portal PIX",');
    const parsed = JSON.parse(text);
    expect(parsed).toMatchObject({ project: 'Portal PIX', scanId: 's1', total: 1, filters: { severities: ['critical'] } });
    expect(parsed.findings[0]).toMatchObject({ file: 'src/config.ts', line: 3, column: 7, severity: 'critical', count: 2, cwe: 'CWE-798' });
    expect(parsed.findings[0].citations).toEqual([{ framework: 'bacen', ref: 'Res. 4.893 art. 3º', text: 'Política de segurança cibernética' }]);
    expect(parsed.findings[0].regulatory.frameworks).toEqual(['bacen']);
    expect(parsed.findings[0].trace).toEqual([
      { file: 'src/ContaController.java', line: 12, column: 5, kind: 'source', note: 'entrada: request.getParameter' },
      { file: 'src/ContaController.java', line: 15, column: 9, kind: 'sink', note: 'execução SQL' },
    ]);
    expect(text).not.toContain('__typename');
  });

  it('redacts secrets in message and snippet', () => {
    const parsed = JSON.parse(buildFindingsJson([finding], meta));
    expect(parsed.findings[0].message).toBe('Chave AWS: AWS_SECRET_ACCESS_KEY=***REDACTED***');
    expect(parsed.findings[0].snippet).toBe('const id = "***REDACTED***";\nconst secret = "***REDACTED***";');
  });

  it('names the file after the slugged project', () => {
    expect(findingsFilename('Portal PIX — Produção', 'json')).toBe('portal-pix-producao-findings.json');
    expect(findingsFilename(null, 'csv')).toBe('projeto-findings.csv');
  });
});
