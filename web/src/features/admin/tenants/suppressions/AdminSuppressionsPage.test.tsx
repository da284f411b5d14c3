import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/mocks/server';
import { fileResponse, fileRoute } from '../../../../test/mocks/handlers/files';
import { savedFiles } from '../../../../test/browser';
import { answerByOperation, type OperationAnswers } from '../../../../test/mocks/handlers/gateway';
import { forgetFreshness } from '../../../../lib/apollo';
import { setAuthMode, setCsrfToken } from '../../../../lib/credentials';
import AdminSuppressionsPage from './AdminSuppressionsPage';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';
const PIX = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const LEGACY = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

const tenant = (id: string, name: string) => ({ __typename: 'Tenant', id, name, isActive: true, quotaUnits: 1000, bacenRegime: 'CMN_4893', createdAt: '2026-01-01T00:00:00Z' });
const row = (trackedId: string, fields: Record<string, unknown>) => ({
  __typename: 'Suppression',
  trackedId,
  projectName: 'Internet Banking',
  branch: 'main',
  rule: 'injection-eval-sink',
  severity: 'HIGH',
  file: 'src/rotas/pagamentos.js',
  line: 42,
  reason: 'Entrada validada pelo middleware',
  since: daysAgo(3),
  author: null,
  tokenName: null,
  commitSha: null,
  riskExpiresAt: null,
  ...fields,
});

const ROWS = [
  row('t1', { kind: 'IN_SOURCE', tokenName: 'ci-main', commitSha: 'abc1234def' }),
  row('t2', { kind: 'FALSE_POSITIVE', rule: 'crypto-weak-hash', severity: 'LOW', file: 'src/cache.py', line: 3, reason: 'Hash só de cache', since: daysAgo(1), author: { __typename: 'TriageActor', id: 'u1', name: 'Ana Souza', email: 'ana@banco.com.br' } }),
  row('t3', { kind: 'ACCEPTED_RISK', since: new Date(Date.now() - 60_000).toISOString(), reason: 'Correção no próximo trimestre', riskExpiresAt: '2027-02-10T12:00:00Z', author: { __typename: 'TriageActor', id: 'u2', name: null, email: 'admin@banco.com.br' } }),
];

function answers(overrides: OperationAnswers = {}) {
  return answerByOperation(
    {
      AdminTenants: () => ({ data: { listTenants: { __typename: 'TenantList', tenants: [tenant(T1, 'Banco Alfa')] } } }),
      AdminSuppressionProjects: () => ({
        data: {
          listProjects: {
            __typename: 'ProjectPage',
            projects: [
              { __typename: 'Project', id: PIX, name: 'API Pix', isActive: true },
              { __typename: 'Project', id: LEGACY, name: 'Legado', isActive: false },
            ],
          },
        },
      }),
      AdminSuppressions: (call) => ({ data: { listSuppressions: { __typename: 'SuppressionPage', total: 25, page: call.variables.page, pageSize: 20, suppressions: ROWS } } }),
    },
    overrides,
  );
}

function renderPage(url = '/admin/tenants/suppressions', graphql = answers()) {
  return renderApp(<AdminSuppressionsPage adminTenantIds={[T1]} defaultTenantId={T1} />, { path: '/admin/tenants/suppressions', url, graphql });
}

/** A signed-in admin whose CSV export answers with a file; `params` are those of the last export asked. */
function signedInExport() {
  setAuthMode('session');
  setCsrfToken('csrf-1');
  const route = fileRoute('get', `/api/v1/admin/tenants/${T1}/suppressions/export`, () =>
    fileResponse('\uFEFFTipo;Projeto\r\n', { type: 'text/csv; charset=utf-8', filename: 'supressoes-2026-11-29.csv' }),
  );
  server.use(route.handler);
  return { route, params: () => new URLSearchParams(route.requests.at(-1)?.search) };
}

const location = () => screen.getByTestId('location').textContent ?? '';

afterEach(() => {
  forgetFreshness();
  setAuthMode('anonymous');
  setCsrfToken(null);
});

describe('AdminSuppressionsPage (Supressões)', () => {
  it('lists each suppression with its kind, finding, project, reason, author and age in pt-BR', async () => {
    const view = renderPage();
    const rows = await screen.findAllByTestId('suppression-row');
    expect(rows).toHaveLength(3);
    const [inCode, falsePositive, risk] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(inCode).toHaveTextContent('Suprimido no código');
    expect(inCode).toHaveTextContent('injection-eval-sink Alta');
    expect(inCode).toHaveTextContent('linha 42');
    expect(inCode).toHaveTextContent('Internet Bankingmain');
    expect(inCode).toHaveTextContent('Entrada validada pelo middleware');
    expect(inCode).toHaveTextContent('Token ci-main');
    expect(inCode).toHaveTextContent('commit abc1234');
    expect(inCode).toHaveTextContent('3 dias');
    expect(falsePositive).toHaveTextContent('Falso positivo');
    expect(falsePositive).toHaveTextContent('Ana Souza');
    expect(falsePositive).toHaveTextContent('ana@banco.com.br');
    expect(falsePositive).toHaveTextContent('1 dia');
    expect(risk).toHaveTextContent('Risco aceito');
    expect(risk).toHaveTextContent(`Expira em ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }).format(new Date('2027-02-10T12:00:00Z'))}`);
    expect(risk).toHaveTextContent('admin@banco.com.br');
    expect(risk).toHaveTextContent('Hoje');
    expect(screen.getByTestId('suppressions-range')).toHaveTextContent('1–20 de 25');
    expect(view.of('AdminSuppressions')[0]!.variables).toEqual({ tenantId: T1, projectId: null, kind: null, q: null, page: 1, pageSize: 20 });
    expect(within(screen.getByRole('navigation', { name: 'Administração de tenants' })).getByRole('link', { name: /Supressões/ })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by kind and text with the state in the URL, back to page 1 on each change', async () => {
    const user = userEvent.setup();
    const view = renderPage('/admin/tenants/suppressions?page=2');
    await screen.findAllByTestId('suppression-row');
    expect(view.of('AdminSuppressions').at(-1)!.variables.page).toBe(2);
    await user.selectOptions(screen.getByLabelText('Tipo'), 'IN_SOURCE');
    await waitFor(() => expect(location()).toBe('?kind=in_source'));
    await waitFor(() => expect(view.of('AdminSuppressions').at(-1)!.variables).toMatchObject({ kind: 'IN_SOURCE', page: 1 }));
    await user.type(screen.getByLabelText('Buscar'), 'pagamentos');
    await waitFor(() => expect(view.of('AdminSuppressions').at(-1)!.variables).toMatchObject({ kind: 'IN_SOURCE', q: 'pagamentos', page: 1 }), { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(location()).toBe(''));
  });

  it("narrows the list to one of the tenant's projects, kept in the URL and sent to the export", async () => {
    const user = userEvent.setup();
    const exported = signedInExport();
    const view = renderPage('/admin/tenants/suppressions?page=2');
    await screen.findAllByTestId('suppression-row');
    const project = screen.getByLabelText('Projeto');
    expect(within(project).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todos os projetos', 'API Pix', 'Legado (inativo)']);
    expect(view.of('AdminSuppressionProjects')[0]!.variables).toEqual({ tenantId: T1 });
    await user.selectOptions(project, 'API Pix');
    await waitFor(() => expect(location()).toBe(`?project=${PIX}`));
    await waitFor(() => expect(view.of('AdminSuppressions').at(-1)!.variables).toMatchObject({ tenantId: T1, projectId: PIX, page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await screen.findByText('CSV de supressões baixado.');
    expect(exported.params().get('projectId')).toBe(PIX);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(location()).toBe(''));
    expect(screen.getByLabelText('Projeto')).toHaveValue('');
  });

  it("another administered tenant starts without the first one's project, and offers its own projects", async () => {
    const user = userEvent.setup();
    const graphql = answers({ AdminTenants: () => ({ data: { listTenants: { __typename: 'TenantList', tenants: [tenant(T1, 'Banco Alfa'), tenant(T2, 'Corretora Beta')] } } }) });
    const view = renderApp(<AdminSuppressionsPage adminTenantIds={[T1, T2]} defaultTenantId={T1} />, { path: '/admin/tenants/suppressions', url: `/admin/tenants/suppressions?project=${PIX}`, graphql });
    await screen.findAllByTestId('suppression-row');
    expect(view.of('AdminSuppressions').at(-1)!.variables).toMatchObject({ tenantId: T1, projectId: PIX });
    await user.selectOptions(await screen.findByLabelText('Tenant'), T2);
    await waitFor(() => expect(location()).toBe(`?tenant=${T2}`));
    await waitFor(() => expect(view.of('AdminSuppressions').at(-1)!.variables).toMatchObject({ tenantId: T2, projectId: null }));
    expect(view.of('AdminSuppressionProjects').at(-1)!.variables).toEqual({ tenantId: T2 });
  });

  it('exports the filtered suppressions as CSV through the authenticated download', async () => {
    const user = userEvent.setup();
    const exported = signedInExport();
    renderPage('/admin/tenants/suppressions?kind=false_positive&q=cache');
    await screen.findAllByTestId('suppression-row');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('CSV de supressões baixado.')).toBeInTheDocument();
    expect(savedFiles()[0]!.name).toBe('supressoes-2026-11-29.csv');
    expect(exported.route.requests[0]!.headers.accept).toBe('text/csv');
    expect(exported.params().get('kind')).toBe('false_positive');
    expect(exported.params().get('q')).toBe('cache');
  });

  it('an empty list says so; a failed load offers to retry', async () => {
    renderPage('/admin/tenants/suppressions', answers({ AdminSuppressions: () => ({ data: { listSuppressions: { __typename: 'SuppressionPage', total: 0, page: 1, pageSize: 20, suppressions: [] } } }) }));
    expect(await screen.findByText('Nenhuma supressão encontrada.')).toBeInTheDocument();
  });

  it('a failed load shows the error and retries', async () => {
    renderPage('/admin/tenants/suppressions', answers({ AdminSuppressions: () => ({ errors: [{ message: 'x', extensions: { status: 500 } }] }) }));
    expect(await screen.findByText('Não foi possível carregar as supressões.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
