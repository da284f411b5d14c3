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
import AdminAuditPage from './AdminAuditPage';
import { exportQuery, periodInstants } from './auditFilters';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';
const ANA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const tenant = (id: string, name: string) => ({ __typename: 'Tenant', id, name, isActive: true, quotaUnits: 1000, bacenRegime: 'CMN_4893', createdAt: '2026-01-01T00:00:00Z' });
const entry = (id: string, fields: Record<string, unknown>) => ({
  __typename: 'AuditEntry',
  id,
  actorType: 'USER',
  actorId: ANA,
  actorName: 'Ana Souza',
  actorEmail: 'ana@banco.com.br',
  targetType: 'tenant',
  targetId: T1,
  targetLabel: 'Banco Alfa',
  before: null,
  after: null,
  createdAt: '2026-11-20T15:30:00Z',
  ...fields,
});

const ENTRIES = [
  entry('e1', { action: 'tenant.update', before: { quotaUnits: 100000, bacenRegime: 'CMN_4893' }, after: { quotaUnits: 250000, bacenRegime: 'BCB_85' } }),
  entry('e2', { action: 'tenant.deactivate', before: { isActive: true }, after: { isActive: false } }),
  entry('e3', { action: 'token.create', actorType: 'TOKEN', actorName: 'ci-deploy', actorEmail: null, targetType: 'api_token', targetLabel: 'painel', after: { name: 'painel', expiresAt: '2027-02-18T12:00:00Z' } }),
  entry('e4', { action: 'signing_keys.rotate', actorType: 'SYSTEM', actorName: null, actorEmail: null, targetType: 'signing_key', targetLabel: null, targetId: 'kid-2' }),
  entry('e5', {
    action: 'user.update',
    targetType: 'user',
    targetLabel: 'Bruno Lima',
    before: { roles: ['VIEWER'], projectRoles: [{ projectId: 'p-old', role: 'VIEWER' }] },
    after: { roles: ['ANALYST', 'PROJECT_ADMIN'], projectRoles: [{ projectId: 'p-pix', projectName: 'API Pix', role: 'PROJECT_ADMIN' }] },
  }),
];

function answers(overrides: OperationAnswers = {}) {
  return answerByOperation(
    {
      AdminTenants: () => ({ data: { listTenants: { __typename: 'TenantList', tenants: [tenant(T1, 'Banco Alfa'), tenant(T2, 'Corretora Beta')] } } }),
      AdminAuditActors: () => ({ data: { listTenantUsers: { __typename: 'UserList', total: 1, users: [{ __typename: 'User', id: ANA, name: 'Ana Souza', email: 'ana@banco.com.br' }] } } }),
      AdminAuditLog: (call) => ({ data: { listAuditLog: { __typename: 'AuditPage', total: 45, page: call.variables.page, pageSize: 20, entries: ENTRIES } } }),
    },
    overrides,
  );
}

function renderPage(url = '/admin/tenants/audit', graphql = answers()) {
  return renderApp(<AdminAuditPage adminTenantIds={[T1, T2]} defaultTenantId={T1} />, { path: '/admin/tenants/audit', url, graphql });
}

const location = () => screen.getByTestId('location').textContent ?? '';

afterEach(() => {
  forgetFreshness();
  setAuthMode('anonymous');
  setCsrfToken(null);
});

describe('AdminAuditPage (Auditoria)', () => {
  it('lists who changed what, on which target, before → after, at what time in pt-BR', async () => {
    const view = renderPage();
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(5);
    const [update, deactivate, token, system, roles] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // 15:30 UTC is 12:30 in São Paulo (the test runs in the machine's zone: compare with Intl).
    expect(within(update).getByText(new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date('2026-11-20T15:30:00Z')))).toBeInTheDocument();
    expect(update).toHaveTextContent('Ana Souza');
    expect(update).toHaveTextContent('ana@banco.com.br');
    expect(update).toHaveTextContent('Tenant alterado');
    expect(update).toHaveTextContent('Banco AlfaTenant');
    expect(within(update).getByText(/Cota mensal \(unidades\)/).closest('li')).toHaveTextContent('Cota mensal (unidades): antes: 100.000 → depois: 250.000');
    expect(within(update).getByText(/Regime do Banco Central/).closest('li')).toHaveTextContent('antes: Res. CMN 4.893/2021 (alterada pela CMN 5.274/2025) → depois: Res. BCB 85/2021');
    expect(deactivate).toHaveTextContent('Ativo: antes: Sim → depois: Não');
    expect(token).toHaveTextContent('Token ci-deploy');
    expect(token).toHaveTextContent('Token criado');
    expect(token).toHaveTextContent('Nome: depois: painel');
    expect(system).toHaveTextContent('Sistema');
    expect(system).toHaveTextContent('Chaves de assinatura rotacionadas');
    expect(system).toHaveTextContent('Sem campos alterados');
    // Roles by name, a project grant as labelled fields: no codes, no JSON.
    expect(roles).toHaveTextContent('Bruno Lima');
    expect(within(roles).getByText('Funções:').closest('li')).toHaveTextContent('Funções: antes: Leitor → depois: Analista, Administrador de projeto');
    // The grant names its project (an old entry without the name shows the id it recorded).
    expect(within(roles).getByText('Funções por projeto:').closest('li')).toHaveTextContent(
      'Funções por projeto: antes: (Projeto: p-old; Função: Leitor) → depois: (Projeto: API Pix; Função: Administrador de projeto)',
    );
    expect(roles).not.toHaveTextContent(/[{}"]|ANALYST|PROJECT_ADMIN|p-pix|projectName/);
    expect(screen.getByTestId('audit-range')).toHaveTextContent('1–20 de 45');
    expect(view.of('AdminAuditLog')[0]!.variables).toEqual({ tenantId: T1, actorId: null, action: null, from: null, to: null, page: 1, pageSize: 20 });
  });

  it('filters by actor, action and period with the state in the URL, back to page 1 on each change', async () => {
    const user = userEvent.setup();
    const view = renderPage('/admin/tenants/audit?page=2');
    await screen.findAllByTestId('audit-row');
    expect(view.of('AdminAuditLog').at(-1)!.variables.page).toBe(2);

    await user.selectOptions(screen.getByLabelText('Ação'), 'tenant.update');
    await waitFor(() => expect(location()).toBe('?action=tenant.update'));
    await waitFor(() => expect(view.of('AdminAuditLog').at(-1)!.variables).toMatchObject({ action: 'tenant.update', page: 1 }));

    await user.selectOptions(screen.getByLabelText('Ação'), 'token.');
    await waitFor(() => expect(view.of('AdminAuditLog').at(-1)!.variables.action).toBe('token.'));

    await user.selectOptions(screen.getByLabelText('Autor'), ANA);
    await waitFor(() => expect(view.of('AdminAuditLog').at(-1)!.variables.actorId).toBe(ANA));

    await user.type(screen.getByLabelText('De'), '2026-11-01');
    await user.type(screen.getByLabelText('Até'), '2026-11-24');
    await waitFor(() => expect(location()).toBe(`?action=token.&actor=${ANA}&from=2026-11-01&to=2026-11-24`));
    const instants = periodInstants({ from: '2026-11-01', to: '2026-11-24' });
    await waitFor(() => expect(view.of('AdminAuditLog').at(-1)!.variables).toMatchObject(instants));

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(location()).toBe(''));
  });

  it('pages through the entries', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findAllByTestId('audit-row');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(location()).toBe('?page=3'));
    await waitFor(() => expect(view.of('AdminAuditLog').at(-1)!.variables.page).toBe(3));
  });

  it('a period that ends before it starts is refused without asking the server', async () => {
    const view = renderPage('/admin/tenants/audit?from=2026-11-20&to=2026-11-01');
    expect(await screen.findByText('A data final deve ser igual ou posterior à inicial.')).toBeInTheDocument();
    expect(screen.getByLabelText('De')).toHaveAttribute('aria-invalid', 'true');
    expect(view.of('AdminAuditLog')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('audits another administered tenant chosen in the filter (or named in the URL)', async () => {
    const user = userEvent.setup();
    const view = renderPage('/admin/tenants/audit?action=tenant.');
    await screen.findAllByTestId('audit-row');
    await user.selectOptions(screen.getByLabelText('Tenant'), T2);
    await waitFor(() => expect(location()).toBe(`?tenant=${T2}`));
    await waitFor(() => expect(view.of('AdminAuditLog').at(-1)!.variables).toMatchObject({ tenantId: T2, action: null }));
    expect(view.of('AdminAuditActors').at(-1)!.variables).toEqual({ tenantId: T2 });
  });

  it('exports the filtered log as CSV through the authenticated download (session credentials)', async () => {
    const user = userEvent.setup();
    setAuthMode('session');
    setCsrfToken('csrf-1');
    const route = fileRoute('get', `/api/v1/admin/tenants/${T1}/audit/export`, () =>
      fileResponse('\uFEFFData/hora (UTC);Ação\r\n', { type: 'text/csv; charset=utf-8', filename: 'auditoria-2026-11-24.csv' }),
    );
    server.use(route.handler);
    renderPage('/admin/tenants/audit?action=tenant.&from=2026-11-01');
    await screen.findAllByTestId('audit-row');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Auditoria exportada.')).toBeInTheDocument();
    expect(savedFiles()).toHaveLength(1);
    expect(savedFiles()[0]!.name).toBe('auditoria-2026-11-24.csv');
    expect(route.requests[0]!.headers.accept).toBe('text/csv');
    const query = route.requests[0]!.search;
    expect(query).toBe(exportQuery({ tenantId: T1, actorId: null, action: 'tenant.', from: '2026-11-01', to: null, page: 1 }));
    expect(new URLSearchParams(query).get('action')).toBe('tenant.');
  });

  it('a refused export shows the server message', async () => {
    const user = userEvent.setup();
    const route = fileRoute('get', `/api/v1/admin/tenants/${T1}/audit/export`, () =>
      Response.json({ code: 'FORBIDDEN', message: 'Acesso negado. Função necessária: TENANT_ADMIN' }, { status: 403 }),
    );
    server.use(route.handler);
    renderPage();
    await screen.findAllByTestId('audit-row');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Acesso negado. Função necessária: TENANT_ADMIN')).toBeInTheDocument();
    expect(savedFiles()).toHaveLength(0);
  });

  it('a failed load shows the audit error and the tenant spec messages for 401/403', async () => {
    let status = 500;
    renderPage('/admin/tenants/audit', answers({ AdminAuditLog: () => ({ errors: [{ message: 'x', extensions: { status } }] }) }));
    expect(await screen.findByText('Erro ao carregar a auditoria')).toBeInTheDocument();
    status = 403;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Acesso negado ao tenant')).toBeInTheDocument();
  });
});
