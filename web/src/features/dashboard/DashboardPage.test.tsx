import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupPrimeReactLocale } from '../../lib/primereact';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/mocks/server';
import { fileRoute } from '../../test/mocks/handlers/files';
import type { Answer, GatewayCall as Call, Vars } from '../../test/mocks/handlers/gateway';
import { savedFiles } from '../../test/browser';
import { findingAnswer } from '../../test/findings';
import DashboardPage from './DashboardPage';


const citation = (framework: string, ref: string, text: string) => ({ __typename: 'Citation', framework, ref, text });

function finding(i: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Finding',
    id: `f${i}`,
    file: `src/pix/transfer${i}.ts`,
    line: 10 + i,
    column: 5,
    message: `Segredo exposto ${i}`,
    severity: 'HIGH',
    rule: 'hardcoded-secret',
    category: 'secrets',
    framework: 'SECURITY',
    count: 2,
    nonApplicable: false,
    suppression: null,
    suppressionNote: null,
    fingerprint: `fp${i}`,
    triage: null,
    ...overrides,
  };
}

/** What an expanded row fetches of finding f<i> (Query.finding). */
const details = (overrides: Record<string, unknown> = {}) =>
  findingAnswer({
    cwe: 'CWE-798',
    snippet: 'const API_KEY = "***REDACTED***";',
    law: {
      __typename: 'FindingLaw',
      citations: [citation('LGPD', 'LGPD art. 46', 'Medidas de segurança para proteger dados pessoais'), citation('BACEN', 'Res. CMN 4.893 art. 3º', 'Política de segurança cibernética')],
    },
    meta: {
      __typename: 'FindingMeta',
      regulatory: { __typename: 'RegulatoryMeta', cwe: ['CWE-798'], bacenControls: ['art. 3º'], lgpdArticles: ['art. 46'], openFinance: [] },
    },
    ...overrides,
  });

const count = (key: string, n: number) => ({ __typename: 'CountByKey', key, count: n });

function findingsPage(vars: Vars, total = 120): Answer {
  const page = Number(vars.page ?? 1);
  return {
    data: {
      latestFindings: {
        __typename: 'FindingsPage',
        scanId: 's1',
        scanFinishedAt: '2026-11-23T12:00:00Z',
        tracking: null,
        page,
        pageSize: 50,
        summary: {
          __typename: 'FindingsSummary',
          total,
          totalIsEstimate: false,
          bySeverity: [count('critical', 3), count('high', 100), count('medium', 10), count('low', 7)],
          byFramework: [count('security', 90), count('lgpd', 30)],
        },
        findings: [finding(page * 100 + 1, { severity: 'CRITICAL' }), finding(page * 100 + 2)],
      },
    },
  };
}

const noData: Answer = { errors: [{ message: 'Nenhuma análise encontrada para este projeto', extensions: { code: 'NO_DATA', status: 404 } }] };
const serverError: Answer = { errors: [{ message: 'boom', extensions: { code: 'INTERNAL', status: 500 } }] };

function renderDashboard(answer: (call: Call) => Answer, options: { url?: string; details?: (call: Call) => Answer | Promise<Answer> } = {}) {
  const view = renderApp(<DashboardPage tenantId="t1" projectId="p1" projectName="Portal PIX" />, {
    path: '/dashboard',
    url: options.url,
    graphql: (call) => (call.operationName === 'FindingDetails' ? (options.details ?? details())(call) : answer(call)),
  });
  return { ...view, queries: () => view.of('DashboardFindings').map((c) => c.variables) };
}

const pageAnswer = (call: Call) => findingsPage(call.variables);

beforeAll(() => setupPrimeReactLocale());
afterEach(() => vi.restoreAllMocks());

describe('DashboardPage', () => {
  it('shows the summary, the charts, the chips with counts and the first page, sorted by severity descending', async () => {
    const gateway = renderDashboard(pageAnswer);
    expect(screen.getByTestId('dashboard-loading')).toBeInTheDocument();
    // The skeleton stands for the findings section too: it appears in place with the page, not below the skeleton.
    expect(screen.queryByRole('heading', { name: 'Achados' })).not.toBeInTheDocument();
    expect(await screen.findByText('src/pix/transfer101.ts:111:5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Achados' })).toBeInTheDocument();
    expect(gateway.queries()[0]).toEqual({ tenantId: 't1', projectId: 'p1', page: 1, pageSize: 50, severity: null, q: null, sortBy: 'SEVERITY', sortOrder: 'DESC' });
    expect(within(screen.getByTestId('summary-total')).getByText('120')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-high')).getByText('100')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Achados por severidade: Crítica 3, Alta 100, Média 10, Baixa 7' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Achados por framework principal: LGPD 30, BACEN 0, Segurança 90, Open Finance 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crítica 3 achados', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Achados da última análise' })).toBeInTheDocument();
    expect(screen.getAllByTestId('finding-row')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Severidade' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText(/Última análise concluída em 23\/11\/2026/)).toBeInTheDocument();
  });

  it('a chip toggles the severity filter, in severity order, back on page 1', async () => {
    const user = userEvent.setup();
    const gateway = renderDashboard(pageAnswer, { url: '/dashboard?page=3' });
    await screen.findByText('src/pix/transfer301.ts:311:5');
    expect(gateway.queries().at(-1)).toMatchObject({ page: 3 });

    await user.click(screen.getByTestId('severity-chip-high'));
    await waitFor(() => expect(gateway.queries().at(-1)).toMatchObject({ severity: ['HIGH'], page: 1 }));
    expect(screen.getByTestId('severity-chip-high')).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByTestId('severity-chip-critical'));
    await waitFor(() => expect(gateway.queries().at(-1)).toMatchObject({ severity: ['CRITICAL', 'HIGH'], page: 1 }));
    expect(screen.getByTestId('location')).toHaveTextContent('?severity=critical%2Chigh');

    await user.click(screen.getByTestId('severity-chip-high'));
    await waitFor(() => expect(gateway.queries().at(-1)).toMatchObject({ severity: ['CRITICAL'], page: 1 }));
    expect(screen.getByTestId('severity-chip-high')).toHaveAttribute('aria-pressed', 'false');
  });

  it('debounces the search by 500 ms and sends it once, on page 1', async () => {
    const user = userEvent.setup();
    const gateway = renderDashboard(pageAnswer, { url: '/dashboard?page=2' });
    await screen.findByText('src/pix/transfer201.ts:211:5');
    const before = gateway.queries().length;
    const box = screen.getByRole('searchbox', { name: 'Buscar achados' });
    const started = Date.now();
    await user.type(box, 'senha');
    expect(gateway.queries().length).toBe(before);
    await waitFor(() => expect(gateway.queries().at(-1)).toMatchObject({ q: 'senha', page: 1 }), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(gateway.queries().slice(before).map((v) => v.q)).toEqual(['senha']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=senha'));
  });

  it('"Limpar filtros" resets severities, search and page, keeping the sort', async () => {
    const user = userEvent.setup();
    const gateway = renderDashboard(pageAnswer, { url: '/dashboard?severity=critical&q=pix&page=2&sort=file&order=asc' });
    await screen.findByText('src/pix/transfer201.ts:211:5');
    expect(gateway.queries()[0]).toMatchObject({ severity: ['CRITICAL'], q: 'pix', page: 2, sortBy: 'FILE', sortOrder: 'ASC' });
    expect(screen.getByRole('searchbox', { name: 'Buscar achados' })).toHaveValue('pix');

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(gateway.queries().at(-1)).toEqual({ tenantId: 't1', projectId: 'p1', page: 1, pageSize: 50, severity: null, q: null, sortBy: 'FILE', sortOrder: 'ASC' }));
    expect(screen.getByRole('searchbox', { name: 'Buscar achados' })).toHaveValue('');
    expect(screen.getByTestId('severity-chip-critical')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=file&order=asc');
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeDisabled();
  });

  it('sorting by a column header and paging go through the query variables', async () => {
    const user = userEvent.setup();
    const gateway = renderDashboard(pageAnswer);
    await screen.findByText('src/pix/transfer101.ts:111:5');
    await user.click(screen.getByRole('button', { name: 'Próxima Página' }));
    await waitFor(() => expect(gateway.queries().at(-1)).toMatchObject({ page: 2, sortBy: 'SEVERITY', sortOrder: 'DESC' }));
    await screen.findByText('src/pix/transfer201.ts:211:5');

    await user.click(screen.getByRole('columnheader', { name: 'Local' }));
    await waitFor(() => expect(gateway.queries().at(-1)).toMatchObject({ page: 1, sortBy: 'FILE', sortOrder: 'ASC' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=file&order=asc');
  });

  it('expands a row to its citations grouped by framework, CWE and snippet', async () => {
    const user = userEvent.setup();
    renderDashboard(pageAnswer);
    const expand = await screen.findByRole('button', { name: 'Mostrar detalhes de src/pix/transfer101.ts:111:5' });
    await user.click(expand);
    const details = await screen.findByTestId('finding-details');
    expect(within(details).getByRole('heading', { name: 'LGPD' })).toBeInTheDocument();
    expect(within(details).getByText('LGPD art. 46')).toBeInTheDocument();
    expect(within(details).getByText('Política de segurança cibernética')).toBeInTheDocument();
    expect(within(details).getByText('CWE-798')).toBeInTheDocument();
    expect(details.querySelector('pre')).toHaveTextContent('const API_KEY = "***REDACTED***";');
    expect(screen.getByRole('button', { name: 'Ocultar detalhes de src/pix/transfer101.ts:111:5' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the page asks only for what the rows show; an expanded row fetches its details once, a skeleton of their size meanwhile', async () => {
    const user = userEvent.setup();
    let answer: (value: Answer) => void = () => undefined;
    const gateway = renderDashboard(pageAnswer, { details: (call) => new Promise<Answer>((resolve) => (answer = () => resolve(details()(call) as Answer))) });
    await screen.findByText('src/pix/transfer101.ts:111:5');
    const listQuery = gateway.of('DashboardFindings')[0]?.query ?? '';
    for (const field of ['snippet', 'citations', 'trace', 'regulatory', 'cwe']) expect(listQuery).not.toMatch(new RegExp(`\\b${field}\\b`));
    expect(gateway.of('FindingDetails')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mostrar detalhes de src/pix/transfer101.ts:111:5' }));
    const loading = await screen.findByTestId('finding-details-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByRole('status')).toHaveTextContent('Carregando detalhes do achado...');
    await waitFor(() => expect(gateway.of('FindingDetails')).toHaveLength(1));
    expect(gateway.of('FindingDetails')[0]?.variables).toEqual({ tenantId: 't1', projectId: 'p1', findingId: 'f101' });
    answer({});
    const shown = await screen.findByTestId('finding-details');
    expect(within(shown).getByText('LGPD art. 46')).toBeInTheDocument();
    expect(screen.queryByTestId('finding-details-loading')).toBeNull();

    // Collapsed and expanded again: read from the row's Finding entry in the cache, not fetched again.
    await user.click(screen.getByRole('button', { name: 'Ocultar detalhes de src/pix/transfer101.ts:111:5' }));
    await user.click(screen.getByRole('button', { name: 'Mostrar detalhes de src/pix/transfer101.ts:111:5' }));
    expect(within(await screen.findByTestId('finding-details')).getByText('LGPD art. 46')).toBeInTheDocument();
    expect(gateway.of('FindingDetails')).toHaveLength(1);
  });

  it('details refused (403) say the project access message; a finding not found (404) says so', async () => {
    const user = userEvent.setup();
    const refused: Answer = { errors: [{ message: 'Acesso negado', extensions: { code: 'FORBIDDEN', status: 403 } }] };
    const gone: Answer = { errors: [{ message: 'Achado não encontrado', extensions: { code: 'NOT_FOUND', status: 404 } }] };
    renderDashboard(pageAnswer, { details: (call) => (call.variables.findingId === 'f101' ? refused : gone) });
    await user.click(await screen.findByRole('button', { name: 'Mostrar detalhes de src/pix/transfer101.ts:111:5' }));
    expect(await screen.findByText('Acesso negado. Você não tem permissão para este projeto.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar detalhes de src/pix/transfer102.ts:112:5' }));
    expect(await screen.findByText('Achado não encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar os detalhes do achado')).toBeNull();
  });

  it('a taint finding shows its data flow, source to sink, in the expansion; other findings show none', async () => {
    const user = userEvent.setup();
    const step = (line: number, kind: string, note: string) => ({ __typename: 'TraceStep', file: 'src/ContaController.java', line, column: 9, kind, note });
    const trace = [step(12, 'SOURCE', 'entrada: request.getParameter'), step(13, 'STEP', 'concatenação'), step(15, 'SINK', 'execução SQL')];
    const tainted = details({ trace });
    renderDashboard(pageAnswer, { details: (call) => (call.variables.findingId === 'f101' ? tainted(call) : details()(call)) });
    await user.click(await screen.findByRole('button', { name: 'Mostrar detalhes de src/pix/transfer101.ts:111:5' }));
    const flow = await screen.findByTestId('finding-trace');
    expect(within(flow).getByRole('heading', { name: 'Caminho dos dados' })).toBeInTheDocument();
    expect(within(flow).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Origemsrc/ContaController.java:12:9entrada: request.getParameter',
      'Passosrc/ContaController.java:13:9concatenação',
      'Destinosrc/ContaController.java:15:9execução SQL',
    ]);
    await user.click(screen.getByRole('button', { name: 'Mostrar detalhes de src/pix/transfer102.ts:112:5' }));
    expect(await screen.findAllByTestId('finding-details')).toHaveLength(2);
    expect(screen.getAllByTestId('finding-trace')).toHaveLength(1);
  });

  it('NO_DATA is an empty state, not retried, with the exports disabled', async () => {
    const gateway = renderDashboard(() => noData);
    expect(await screen.findByText('Nenhuma análise encontrada para este projeto')).toBeInTheDocument();
    expect(gateway.queries()).toHaveLength(1);
    expect(screen.queryByText('Erro ao carregar dados do dashboard')).toBeNull();
    for (const id of ['export-csv', 'export-json', 'export-pdf', 'export-artifacts']) expect(screen.getByTestId(id)).toBeDisabled();
  });

  it('other errors say "Erro ao carregar dados do dashboard" with a retry button', async () => {
    const user = userEvent.setup();
    let failing = true;
    const gateway = renderDashboard((call) => (failing ? serverError : findingsPage(call.variables)));
    expect(await screen.findByText('Erro ao carregar dados do dashboard')).toBeInTheDocument();
    expect(gateway.queries()).toHaveLength(4); // the query and its 3 retries (spec §9)
    expect(screen.getByTestId('export-pdf')).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('src/pix/transfer101.ts:111:5')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar dados do dashboard')).toBeNull();
  });

  it('a page beyond the last (?page=99) clamps to the last page (spec §2)', async () => {
    const view = renderDashboard((call) => findingsPage(call.variables, 370), { url: '/dashboard?page=99' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?page=8'));
    expect(await screen.findByText('src/pix/transfer801.ts:811:5')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginação dos achados' })).toHaveTextContent('Página 8 de 8');
    expect(view.queries().at(-1)).toMatchObject({ page: 8 });
  });

  it('a 403 says the project access message of spec §6/§8, never the 500 one, and offers no retry', async () => {
    renderDashboard(() => ({ errors: [{ message: 'Acesso negado', extensions: { code: 'FORBIDDEN', status: 403 } }] }));
    expect(await screen.findByText('Acesso negado. Você não tem permissão para este projeto.')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar dados do dashboard')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('refresh drops the cached pages and fetches the one on screen again', async () => {
    const user = userEvent.setup();
    let scan = 's1';
    const gateway = renderDashboard((call) => {
      const answer = findingsPage(call.variables) as { data: { latestFindings: { scanId: string; summary: { total: number } } } };
      answer.data.latestFindings.scanId = scan;
      answer.data.latestFindings.summary.total = scan === 's1' ? 120 : 121;
      return answer;
    });
    await screen.findByText('src/pix/transfer101.ts:111:5');
    scan = 's2';
    await user.click(screen.getByRole('button', { name: 'Atualizar dados do dashboard' }));
    await waitFor(() => expect(within(screen.getByTestId('summary-total')).getByText('121')).toBeInTheDocument());
    expect(gateway.queries()).toHaveLength(2);
  });

  it('exports every matching finding as CSV from the server, with the current filters', async () => {
    const user = userEvent.setup();
    const lines = ['\uFEFFArquivo;Linha;Severidade;Regra;Mensagem;Categoria;Framework'];
    for (let i = 0; i < 501; i += 1) lines.push(`"src/pix/transfer${i}.ts";"${i}";"critical";"hardcoded-secret";"${i === 0 ? 'Senha ""fixa""\r\nem duas linhas' : 'ok'}";"secrets";"security"`);
    const csv = `${lines.join('\r\n')}\r\n`;
    const asked: string[] = [];
    const route = fileRoute('get', '/api/v1/export/latest/csv', (request) => {
      asked.push(new URL(request.url).search);
      return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="portal-pix-findings.csv"' } });
    });
    server.use(route.handler);
    renderDashboard(pageAnswer, { url: '/dashboard?severity=critical&q=senha' });
    await screen.findByText('src/pix/transfer101.ts:111:5');
    await user.click(screen.getByRole('button', { name: 'Exportar achados filtrados em CSV' }));
    await waitFor(() => expect(savedFiles()).toHaveLength(1));
    const saved = savedFiles();
    expect(asked).toEqual(['?severity=critical&q=senha&sort_by=severity&sort_order=desc']);
    expect(route.requests[0]?.headers).toMatchObject({ 'x-tenant-id': 't1', 'x-project-id': 'p1' });
    expect(saved[0]?.name).toBe('portal-pix-findings.csv');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.blob.arrayBuffer())).toBe(csv);
    expect(await screen.findByText('Exportação concluída: 501 achados')).toBeInTheDocument();
  });

  it('says the findings export failed when the server refuses it', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      fileRoute('get', '/api/v1/export/latest/json', (request) => {
        asked.push(new URL(request.url).search);
        return new Response('{"code":"EXPORT_QUEUE_FULL"}', { status: 503, headers: { 'Retry-After': '5' } });
      }).handler,
    );
    renderDashboard(pageAnswer);
    await screen.findByText('src/pix/transfer101.ts:111:5');
    await user.click(screen.getByRole('button', { name: 'Exportar achados filtrados em JSON' }));
    expect(await screen.findByText('Erro ao exportar achados')).toBeInTheDocument();
    // A GET answered 503 is asked again 3 times by the request policy before the error shows.
    expect(asked).toEqual(Array(4).fill('?sort_by=severity&sort_order=desc'));
    expect(savedFiles()).toHaveLength(0);
  });

  it('downloads the PDF through the progress dialog and can cancel it', async () => {
    const user = userEvent.setup();
    let push: ((chunk: Uint8Array) => void) | undefined;
    const route = fileRoute('get', '/api/v1/export/latest/pdf', () =>
      new Response(new ReadableStream<Uint8Array>({ start: (c) => void (push = (chunk) => c.enqueue(chunk)) }), {
        headers: { 'Content-Length': '1000', 'Content-Type': 'application/pdf' },
      }),
    );
    server.use(route.handler);
    renderDashboard(pageAnswer);
    await screen.findByText('src/pix/transfer101.ts:111:5');
    await user.click(screen.getByRole('button', { name: 'Baixar relatório PDF da última análise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportando relatório PDF' });
    await waitFor(() => expect(push).toBeDefined());
    push?.(new Uint8Array(250));
    expect(await within(dialog).findByText('Baixando arquivo...')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25'));
    expect(within(dialog).getByText(/250 bytes de 1000 bytes|250 bytes de 1.000 bytes/)).toBeInTheDocument();
    expect(route.requests[0]!.headers).toMatchObject({ 'x-tenant-id': 't1', 'x-project-id': 'p1' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar export' }));
    expect(await within(dialog).findByText('Export cancelado')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('export-close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the export error of the status in the dialog', async () => {
    const user = userEvent.setup();
    server.use(fileRoute('get', '/api/v1/export/latest/artifacts', () => new Response('{}', { status: 503, headers: { 'Retry-After': '30' } })).handler);
    renderDashboard(pageAnswer);
    await screen.findByText('src/pix/transfer101.ts:111:5');
    await user.click(screen.getByTestId('export-artifacts'));
    const dialog = await screen.findByRole('dialog', { name: 'Exportando artefatos' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fila de exports cheia. Tente novamente em 30 segundos.');
  });
});
