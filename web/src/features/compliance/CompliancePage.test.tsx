import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAuthMode, setCsrfToken } from '../../lib/credentials';
import { setupPrimeReactLocale } from '../../lib/primereact';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/mocks/server';
import { fileResponse, fileRoute } from '../../test/mocks/handlers/files';
import type { Answer, GatewayCall as Call } from '../../test/mocks/handlers/gateway';
import { savedFiles } from '../../test/browser';
import CompliancePage from './CompliancePage';
import { parseReport, articlesByFramework } from './report/report';
import { sparklinePoints } from './report/TrendChart';

/** The export progress dialog is a lazy chunk: its first import can be slow on a busy machine. */
const LAZY_DIALOG = { timeout: 10_000 };


const scores = (overall: number, lgpd: number, bacen: number, security: number, open_finance: number) => ({ __typename: 'ComplianceScores', overall, lgpd, bacen, security, open_finance });
const point = (scanId: string, finishedAt: string, s: ReturnType<typeof scores>, totalFindings = 40) => ({
  __typename: 'ComplianceTrendPoint',
  scanId,
  finishedAt,
  regime: 'CMN_4893',
  totalFindings,
  scores: s,
});
const trend = {
  data: {
    complianceTrend: {
      __typename: 'ComplianceTrend',
      projectId: 'p1',
      points: [point('s-old', '2026-11-20T12:00:00Z', scores(70, 60, 72, 80, 68), 50), point('s-new', '2026-11-23T12:00:00Z', scores(79, 75, 82, 65, 95))],
    },
  },
};

const artifactList = (scanId: string) => ({
  data: {
    listArtifacts: {
      __typename: 'ArtifactPage',
      total: 1,
      items: [{ __typename: 'Artifact', id: `a-${scanId}`, kind: 'COMPLIANCE_JSON', scanId, createdAt: '2026-11-23T12:00:00Z' }],
    },
  },
});
const noArtifacts = { data: { listArtifacts: { __typename: 'ArtifactPage', total: 0, items: [] } } };

const view = (document: unknown) => ({ __typename: 'ArtifactView', document });
function reportAnswer(lgpd = 75): Answer {
  return {
    data: {
      summary: view({ compliance_score: 79, total_findings: 40 }),
      domains: view({ lgpd: { score: lgpd, violations: 10 }, bacen: { score: 82, violations: 7 }, security: { score: 65, violations: 14 }, open_finance: { score: 95, violations: 2 } }),
      violationsByNorm: view({ frameworks: [{ name: 'lgpd', count: 10 }, { name: 'bacen', count: 7 }, { name: 'security', count: 14 }, { name: 'open_finance', count: 2 }], norms: [] }),
      articles: view([
        {
          framework: 'lgpd',
          ref: 'LGPD art. 46',
          summary: 'Adotar medidas de segurança, técnicas e administrativas.',
          count: 8,
          occurrences: 11,
          bySeverity: { critical: 1, high: 5, medium: 2, low: 0, info: 0, unknown: 0 },
          samples: [
            { id: 'f1', file: 'src/pix/keys.ts', line: 9, severity: 'critical', rule: 'secret-private-key', message: 'Chave privada no código' },
            { id: 'f2', file: 'src/pix/log.ts', line: 21, severity: 'high', rule: 'cpf-in-log', message: 'CPF em log' },
          ],
        },
        {
          framework: 'bacen',
          ref: 'CMN 4.893 art. 3º §2º IV',
          regime: 'cmn4893',
          summary: 'Prevenir o vazamento de informações.',
          count: 7,
          occurrences: 7,
          bySeverity: { critical: 0, high: 0, medium: 7, low: 0 },
          samples: [{ id: 'f3', file: 'src/a.js', line: 3, severity: 'medium', rule: 'http-endpoint', message: 'http://' }],
        },
      ]),
      regime: view('cmn4893'),
      disclaimer: view('Evidência técnica; não é parecer jurídico.'),
    },
  };
}

const anpdAnswer = {
  data: {
    anpdTemplate: {
      __typename: 'AnpdTemplate',
      title: 'Comunicação de Incidente de Segurança',
      regulation: 'Resolução CD/ANPD nº 15/2024',
      projectName: 'Portal PIX',
      scanId: 's-new',
      scanFinishedAt: '2026-11-23T12:00:00Z',
      regime: 'CMN_4893',
      generatedAt: '2026-11-23T13:00:00Z',
      deadline: '3 dias úteis',
      fields: [
        { __typename: 'AnpdTemplateField', id: 'DESCRICAO_INCIDENTE', label: 'Descrição do incidente', value: 'A análise encontrou CPF em logs.', source: 'SCAN', hint: 'Revise.' },
        { __typename: 'AnpdTemplateField', id: 'DATA_INCIDENTE', label: 'Data do incidente', value: '', source: 'BLANK', hint: 'Quando o incidente ocorreu.' },
        { __typename: 'AnpdTemplateField', id: 'ENCARREGADO', label: 'Encarregado (DPO)', value: '', source: 'BLANK', hint: 'Nome e contato do encarregado.' },
      ],
      evidence: {
        __typename: 'AnpdEvidence',
        lgpdFindings: 8,
        occurrences: 11,
        categories: [
          {
            __typename: 'AnpdEvidenceCategory',
            id: 'cpf',
            label: 'CPF',
            findings: 2,
            occurrences: 3,
            samples: [{ __typename: 'AnpdEvidenceSample', file: 'src/pix/log.ts', line: 21, rule: 'cpf-in-log', severity: 'HIGH' }],
          },
        ],
      },
      disclaimer: 'Rascunho técnico; não é parecer jurídico.',
    },
  },
};

const emptyPlan = (scanId: string) => ({
  __typename: 'ActionPlan',
  scanId,
  branch: 'main',
  regime: 'CMN_4893',
  periodStart: '2025-11-23T12:00:00Z',
  periodEnd: '2026-11-23T12:00:00Z',
  open: 0,
  overdue: 0,
  fixedTotal: 0,
  groups: [],
  fixed: [],
  acceptedRisks: [],
});

const notFound: Answer = { errors: [{ message: 'Nenhum relatório de compliance encontrado', extensions: { status: 404 } }] };
const serverError: Answer = { errors: [{ message: 'Erro ao buscar relatório de compliance', extensions: { status: 500 } }] };

function defaultAnswer(call: Call): Answer {
  switch (call.operationName) {
    case 'ComplianceTrend':
      return trend;
    case 'ComplianceArtifact':
      return artifactList(String(call.variables.scanId));
    case 'ComplianceReport':
      return reportAnswer(call.variables.artifactId === 'a-s-old' ? 60 : 75);
    case 'ComplianceAnpdTemplate':
      return anpdAnswer;
    case 'ComplianceActionPlan':
      return { data: { complianceActionPlan: emptyPlan(String(call.variables.scanId)) } };
    case 'RemediationTrend':
      return { data: { remediationTrend: { __typename: 'RemediationTrend', branch: call.variables.branch ?? 'main', branches: ['develop', 'main'], points: [], medianTimeToFix: [] } } };
    case 'ComplianceTenantRegime':
      return { data: { listTenants: { __typename: 'TenantList', tenants: [{ __typename: 'Tenant', id: 't1', bacenRegime: 'CMN_4893' }] } } };
    default:
      return { errors: [{ message: `unexpected ${call.operationName}` }] };
  }
}

function renderPage(answer: (call: Call) => Answer = defaultAnswer, options: { url?: string; isTenantAdmin?: boolean } = {}) {
  return renderApp(<CompliancePage tenantId="t1" projectId="p1" projectName="Portal PIX" isTenantAdmin={options.isTenantAdmin ?? false} />, {
    path: '/compliance',
    url: options.url,
    graphql: answer,
  });
}

beforeAll(() => setupPrimeReactLocale());
afterEach(() => {
  vi.restoreAllMocks();
  setAuthMode('anonymous');
  setCsrfToken(null);
});

describe('CompliancePage', () => {
  it('shows the latest scan: the four gauges with the report numbers, summary, norm chart, trend and disclaimer', async () => {
    const gateway = renderPage();
    expect(screen.getByTestId('compliance-loading')).toBeInTheDocument();
    const lgpd = await screen.findByTestId('domain-score-lgpd');
    expect(within(lgpd).getByText('75')).toBeInTheDocument();
    expect(within(lgpd).getByText('LGPD')).toBeInTheDocument();
    expect(lgpd).toHaveAccessibleName('LGPD');
    expect(screen.getByTestId('domain-score-bacen-value')).toHaveTextContent('82');
    expect(screen.getByTestId('domain-score-security-value')).toHaveTextContent('65');
    // The rule and the counts of each score (spec §9): 14 of 40 = 35 % → 65.
    expect(screen.getByText(/Violação: achado de severidade alta ou crítica que cita o framework/)).toBeInTheDocument();
    expect(screen.getByTestId('domain-score-security-counts')).toHaveTextContent('14 violações de 40 achados');
    expect(screen.getByTestId('domain-score-lgpd-counts')).toHaveTextContent('10 violações de 40 achados');
    expect(screen.getByTestId('domain-score-open_finance-value')).toHaveTextContent('95');
    expect(within(screen.getByTestId('compliance-summary-score')).getByText('79')).toBeInTheDocument();
    expect(within(screen.getByTestId('compliance-summary-findings')).getByText('40')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Violações (achados de severidade alta ou crítica) que citam cada framework: LGPD 10, Banco Central 7, Segurança 14, Open Finance 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Pontuação geral nas últimas 2 análises: 20\/11\/2026 70, 23\/11\/2026 79/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('compliance-trend-point')).toHaveLength(2);
    expect(screen.getByTestId('compliance-disclaimer')).toHaveTextContent('Evidência técnica; não é parecer jurídico.');
    // Spec §7: list COMPLIANCE_JSON of the latest scan with page size 1 (in the document), then view it.
    expect(gateway.of('ComplianceArtifact')[0]!.variables).toEqual({ projectId: 'p1', scanId: 's-new' });
    expect(gateway.of('ComplianceReport')[0]!.variables).toEqual({ projectId: 'p1', artifactId: 'a-s-new' });
    expect(screen.getByTestId('compliance-scan-select')).toHaveValue('s-new');
    expect(screen.getByTestId('compliance-regime-value')).toHaveTextContent('Res. CMN 4.893/2021 (alterada pela CMN 5.274/2025)');
    // The action plan of the shown scan and the between-scans section come with the report.
    expect(await screen.findByText('Nenhum achado em aberto nesta análise.')).toBeInTheDocument();
    expect(gateway.of('ComplianceActionPlan')[0]!.variables).toEqual({ tenantId: 't1', projectId: 'p1', scanId: 's-new' });
    expect(await screen.findByText('Nenhuma análise concluída nesta branch.')).toBeInTheDocument();
  });

  it('groups findings by article with summary, counts, severity breakdown and expandable samples', async () => {
    const user = userEvent.setup();
    renderPage();
    const articles = await screen.findAllByTestId('compliance-article');
    expect(articles).toHaveLength(2);
    const lgpd = articles[0]!;
    expect(within(lgpd).getByRole('heading', { name: 'LGPD art. 46' })).toBeInTheDocument();
    expect(lgpd).toHaveTextContent('Adotar medidas de segurança, técnicas e administrativas.');
    expect(lgpd).toHaveTextContent('Achados: 8 · Ocorrências: 11');
    expect(within(lgpd).getByTestId('compliance-article-severity-critical')).toHaveTextContent('Crítica 1');
    expect(within(lgpd).getByTestId('compliance-article-severity-high')).toHaveTextContent('Alta 5');
    expect(within(lgpd).queryByTestId('compliance-article-severity-low')).toBeNull();
    expect(within(screen.getByTestId('compliance-articles-bacen')).getByRole('heading', { name: 'CMN 4.893 art. 3º §2º IV' })).toBeInTheDocument();

    const toggle = within(lgpd).getByRole('button', { name: 'Mostrar exemplos de LGPD art. 46' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const locations = within(lgpd).getAllByTestId('compliance-sample-location').map((el) => el.textContent);
    expect(locations).toEqual(['src/pix/keys.ts:9', 'src/pix/log.ts:21']);
  });

  it('between scans: the branch selector lists the scanned branches and reads the trend of the one picked', async () => {
    const user = userEvent.setup();
    const gateway = renderPage();
    const select = await screen.findByTestId('between-branch');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['develop', 'main']);
    expect(select).toHaveValue('main');
    expect(gateway.of('RemediationTrend')[0]!.variables).toEqual({ tenantId: 't1', projectId: 'p1', branch: null });
    await user.selectOptions(screen.getByLabelText('Branch'), 'develop');
    await waitFor(() => expect(screen.getByTestId('between-scans')).toHaveTextContent('da branch develop'));
    expect(gateway.of('RemediationTrend').at(-1)!.variables).toEqual({ tenantId: 't1', projectId: 'p1', branch: 'develop' });
  });

  it('the scan selector keeps the chosen scan in the URL and shows its report', async () => {
    const user = userEvent.setup();
    const gateway = renderPage();
    await screen.findByTestId('domain-score-lgpd-value');
    await user.selectOptions(screen.getByTestId('compliance-scan-select'), 's-old');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?scan=s-old'));
    await waitFor(() => expect(screen.getByTestId('domain-score-lgpd-value')).toHaveTextContent('60'));
    expect(gateway.of('ComplianceArtifact').at(-1)!.variables).toEqual({ projectId: 'p1', scanId: 's-old' });
  });

  it('opens on the scan of the URL', async () => {
    const gateway = renderPage(defaultAnswer, { url: '/compliance?scan=s-old' });
    await waitFor(() => expect(screen.getByTestId('domain-score-lgpd-value')).toHaveTextContent('60'));
    expect(gateway.of('ComplianceArtifact').map((c) => c.variables.scanId)).toEqual(['s-old']);
  });

  it('no COMPLIANCE_JSON for the scan is the empty state "Nenhum relatório de compliance encontrado"', async () => {
    renderPage((call) => (call.operationName === 'ComplianceArtifact' ? noArtifacts : defaultAnswer(call)));
    expect(await screen.findByRole('heading', { name: 'Nenhum relatório de compliance encontrado' })).toBeInTheDocument();
    expect(screen.getByTestId('compliance-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('compliance-report-pdf')).toBeNull();
  });

  it('no completed scan is the empty state too', async () => {
    const gateway = renderPage((call) => (call.operationName === 'ComplianceTrend' ? { data: { complianceTrend: { __typename: 'ComplianceTrend', projectId: 'p1', points: [] } } } : defaultAnswer(call)));
    expect(await screen.findByTestId('compliance-empty')).toHaveTextContent('Nenhum relatório de compliance encontrado');
    expect(gateway.of('ComplianceArtifact')).toHaveLength(0);
  });

  it('a 404 is the empty state, not retried', async () => {
    const gateway = renderPage((call) => (call.operationName === 'ComplianceReport' ? notFound : defaultAnswer(call)));
    expect(await screen.findByTestId('compliance-empty')).toHaveTextContent('Nenhum relatório de compliance encontrado');
    expect(gateway.of('ComplianceReport')).toHaveLength(1);
    expect(screen.queryByText('Erro ao buscar relatório de compliance')).toBeNull();
  });

  it('a 500 says "Erro ao buscar relatório de compliance" and the retry button fetches again', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderPage((call) => (call.operationName === 'ComplianceReport' && failing ? serverError : defaultAnswer(call)));
    expect(await screen.findByText('Erro ao buscar relatório de compliance')).toBeInTheDocument();
    expect(screen.getByTestId('compliance-error')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('domain-score-lgpd-value')).toHaveTextContent('75');
    expect(screen.queryByTestId('compliance-error')).toBeNull();
  });

  it('a 403 says the project access message of spec §6/§8, never the 500 one, and offers no retry', async () => {
    const forbidden: Answer = { errors: [{ message: 'Acesso negado', extensions: { code: 'FORBIDDEN', status: 403 } }] };
    renderPage((call) => (call.operationName === 'ComplianceReport' ? forbidden : defaultAnswer(call)));
    expect(await screen.findByText('Acesso negado. Você não tem permissão para este projeto.')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao buscar relatório de compliance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('downloads the annual-report PDF of the shown scan through the export progress dialog', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const built = new Promise<void>((resolve) => (release = resolve));
    const route = fileRoute('get', '/api/v1/compliance/:projectId/:scanId/report/pdf', async () => {
      await built;
      return fileResponse('%PDF-1.7', { type: 'application/pdf', filename: 'relatorio.pdf', headers: { 'Content-Length': '8' } });
    });
    server.use(route.handler);
    renderPage(defaultAnswer);
    const button = await screen.findByRole('button', { name: 'Baixar PDF do relatório anual de segurança cibernética da análise' });
    await user.click(button);
    // While the server builds the PDF: the dialog says so and the button waits.
    const dialog = await screen.findByRole('dialog', { name: 'Exportando relatório anual (PDF)' }, LAZY_DIALOG);
    expect(within(dialog).getByTestId('export-status')).toHaveTextContent('Gerando arquivo...');
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(within(dialog).getByTestId('export-status')).toHaveTextContent('Download concluído'));
    expect(savedFiles()).toHaveLength(1);
    const request = route.requests[0]!;
    expect(request.url).toBe('/api/v1/compliance/p1/s-new/report/pdf');
    expect(request.method).toBe('GET');
    expect(request.headers['x-tenant-id']).toBe('t1');
    expect(savedFiles()[0]!.name).toBe('relatorio.pdf');
  });

  it('a report PDF 500 shows the spec message', async () => {
    const user = userEvent.setup();
    server.use(fileRoute('get', '/api/v1/compliance/:projectId/:scanId/report/pdf', () => new Response('{}', { status: 500 })).handler);
    renderPage(defaultAnswer);
    await user.click(await screen.findByTestId('compliance-report-pdf'));
    const dialog = await screen.findByRole('dialog', { name: 'Exportando relatório anual (PDF)' }, LAZY_DIALOG);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Erro ao buscar relatório de compliance'));
  });

  it('ANPD draft: blanks marked "a preencher" with hints, evidence, and the filled values posted with the CSRF header', async () => {
    setAuthMode('session');
    setCsrfToken('csrf-123');
    const user = userEvent.setup();
    const route = fileRoute('post', '/api/v1/compliance/:projectId/:scanId/anpd-template/pdf', () => fileResponse('%PDF-1.7', { type: 'application/pdf' }));
    server.use(route.handler);
    const gateway = renderPage(defaultAnswer);
    await user.click(await screen.findByRole('button', { name: 'Rascunho de comunicação à ANPD' }));
    const draft = await screen.findByTestId('anpd-draft');
    expect(gateway.of('ComplianceAnpdTemplate')[0]!.variables).toEqual({ tenantId: 't1', projectId: 'p1', scanId: 's-new' });

    const description = within(draft).getByLabelText(/Descrição do incidente/);
    expect(description).toHaveValue('A análise encontrou CPF em logs.');
    expect(within(draft).getByTestId('anpd-blank-dataIncidente')).toHaveTextContent('a preencher');
    expect(within(draft).getByTestId('anpd-blank-encarregado')).toHaveTextContent('a preencher');
    expect(within(draft).queryByTestId('anpd-blank-descricaoIncidente')).toBeNull();
    const date = within(draft).getByTestId('anpd-field-dataIncidente');
    expect(date).toHaveValue('');
    expect(date).toHaveAccessibleDescription('Quando o incidente ocorreu.');
    expect(within(draft).getByTestId('anpd-blank-count')).toHaveTextContent('campos a preencher: 2');
    expect(within(draft).getByTestId('anpd-evidence')).toHaveTextContent('src/pix/log.ts:21');
    expect(draft).toHaveTextContent('Rascunho técnico; não é parecer jurídico.');

    await user.type(date, '20/11/2026');
    await user.clear(description);
    await user.type(description, 'Texto revisado');
    expect(within(draft).getByTestId('anpd-blank-count')).toHaveTextContent('campos a preencher: 1');
    await user.click(within(draft).getByTestId('anpd-download'));
    expect(await screen.findByRole('dialog', { name: 'Exportando rascunho da ANPD (PDF)' }, LAZY_DIALOG)).toBeInTheDocument();
    await waitFor(() => expect(savedFiles()).toHaveLength(1));
    const request = route.requests[0]!;
    expect(request.url).toBe('/api/v1/compliance/p1/s-new/anpd-template/pdf');
    expect(request.method).toBe('POST');
    expect(request.headers['x-csrf-token']).toBe('csrf-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ fields: { descricaoIncidente: 'Texto revisado', dataIncidente: '20/11/2026', encarregado: '' } });
    expect(savedFiles()[0]!.name).toBe('portal-pix-comunicacao-anpd.pdf');
  });

  it('shows the regime read-only; a TENANT_ADMIN gets the link to /admin/tenants, others the admin-only note', async () => {
    const gateway = renderPage(defaultAnswer, { isTenantAdmin: true });
    await waitFor(() => expect(screen.getByTestId('compliance-regime-value')).toHaveTextContent('Res. CMN 4.893/2021 (alterada pela CMN 5.274/2025)'));
    const regime = screen.getByTestId('compliance-regime');
    expect(within(regime).queryByRole('combobox')).toBeNull();
    expect(within(regime).getByRole('link', { name: 'Alterar o regime em Administração › Tenants' })).toHaveAttribute('href', '/admin/tenants');
    expect(regime).not.toHaveTextContent('Somente administradores do tenant podem alterar o regime.');
    expect(gateway.calls.map((call) => call.operationName)).not.toContain('AdminUpdateTenant');
  });

  it('a member reads the regime without the link', async () => {
    renderPage(defaultAnswer, { isTenantAdmin: false });
    const regime = await screen.findByTestId('compliance-regime');
    expect(within(regime).queryByRole('link')).toBeNull();
    expect(regime).toHaveTextContent('Somente administradores do tenant podem alterar o regime.');
  });
});

describe('compliance report parsing', () => {
  it('reads the parts defensively and groups articles by framework in domain order', () => {
    const report = parseReport({ domains: { lgpd: { score: 90, violations: 1 }, bacen: 'x' }, summary: null, articles: [{ framework: 'security', ref: 'CWE-89', count: 1 }, { framework: 'lgpd', ref: 'LGPD art. 6', count: 2 }, { ref: '' }] });
    expect(report.domains.lgpd).toEqual({ score: 90, violations: 1 });
    expect(report.domains.bacen).toBeNull();
    expect(report.summary).toEqual({ complianceScore: null, totalFindings: null });
    expect(articlesByFramework(report.articles).map((g) => g.framework)).toEqual(['lgpd', 'security']);
  });

  it('draws the sparkline from 0 (bottom) to 100 (top)', () => {
    expect(sparklinePoints([0, 100])).toBe('4,56 296,4');
  });
});
