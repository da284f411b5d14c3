import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import { answerByOperation, type OperationAnswers } from '../../../test/mocks/handlers/gateway';
import { forgetFreshness } from '../../../lib/apollo';
import AdminTenantsPage from './AdminTenantsPage';
import { parseQuota, visibleTenants } from './tenantsFilters';

const tenant = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Tenant',
  id,
  name,
  isActive: true,
  quotaUnits: 100000,
  bacenRegime: 'CMN_4893',
  mfaPolicy: 'OFF',
  riskAcceptanceMaxDays: 90,
  slaDays: { __typename: 'SlaDays', critical: 7, high: 30, medium: 90, low: 180 },
  createdAt: '2026-03-05T12:00:00Z',
  ...extra,
});

function answers(overrides: OperationAnswers = {}) {
  return answerByOperation(
    {
      AdminTenants: () => ({
        data: {
          listTenants: {
            __typename: 'TenantList',
            // t3 is a tenant where the user is only a member: not listed here.
            tenants: [tenant('t1', 'Banco Alfa'), tenant('t2', 'Corretora Beta', { isActive: false, quotaUnits: null, bacenRegime: 'BCB_85' }), tenant('t3', 'Gama')],
          },
        },
      }),
      AdminCreateTenant: (call) => ({ data: { createTenant: tenant('t9', String((call.variables.input as { name: string }).name), { quotaUnits: 100000 }) } }),
      AdminUpdateTenant: (call) => ({ data: { updateTenant: tenant(String(call.variables.tenantId), 'Banco Alfa', call.variables.input as Record<string, unknown>) } }),
    },
    overrides,
  );
}

function renderPage(graphql = answers(), url = '/admin/tenants') {
  const onTenantCreated = vi.fn();
  const view = renderApp(<AdminTenantsPage adminTenantIds={['t1', 't2']} currentTenantId="t1" onTenantCreated={onTenantCreated} />, {
    path: '/admin/tenants',
    url,
    graphql,
  });
  return { ...view, onTenantCreated };
}

/** Renders the page, waits for the list and clicks the named button (a row's action or "Novo tenant"). */
async function clickOnList(buttonName: string, graphql = answers()) {
  const user = userEvent.setup();
  const view = renderPage(graphql);
  await screen.findByRole('rowheader', { name: /Banco Alfa/ });
  await user.click(screen.getByRole('button', { name: buttonName }));
  return { user, view };
}

const rowOf = (name: string) => screen.getAllByTestId('admin-tenant-row').find((row) => within(row).queryByRole('rowheader', { name: new RegExp(name) })) as HTMLElement;

afterEach(() => forgetFreshness());

describe('AdminTenantsPage', () => {
  it('lists the administered tenants with quota in units, regime, status and pt-BR dates', async () => {
    renderPage();
    expect(await screen.findByRole('rowheader', { name: /Banco Alfa/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Gama/ })).toBeNull();
    const alfa = rowOf('Banco Alfa');
    expect(alfa).toHaveTextContent('100.000 unidades');
    expect(alfa).toHaveTextContent('Res. CMN 4.893/2021');
    expect(alfa).toHaveTextContent('Tenant atual');
    expect(alfa).toHaveTextContent('05/03/2026');
    const beta = rowOf('Corretora Beta');
    expect(beta).toHaveTextContent('Sem cota definida');
    expect(beta).toHaveTextContent('Res. BCB 85/2021');
    expect(beta).toHaveTextContent('Inativo');
    expect(within(beta).getByRole('button', { name: 'Reativar tenant Corretora Beta' })).toBeInTheDocument();
    expect(within(alfa).getByRole('link', { name: 'Auditoria do tenant Banco Alfa' })).toHaveAttribute('href', '/admin/tenants/audit?tenant=t1');
  });

  it('creates a tenant: it joins the list from the cache, without a refetch, and whoami is refreshed', async () => {
    const { user, view } = await clickOnList('Novo tenant');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar tenant' }));
    expect(within(dialog).getByText('O nome deve ter de 2 a 120 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Nome'), '  Banco Delta ');
    await user.click(within(dialog).getByRole('button', { name: 'Criar tenant' }));
    expect(await screen.findByText('Tenant Banco Delta criado.')).toBeInTheDocument();
    expect(view.of('AdminCreateTenant')[0]!.variables).toEqual({ input: { name: 'Banco Delta' } });
    expect(await screen.findByRole('rowheader', { name: /Banco Delta/ })).toBeInTheDocument();
    expect(view.onTenantCreated).toHaveBeenCalledTimes(1);
    expect(view.of('AdminTenants')).toHaveLength(1);
  });

  it('renames and sets the monthly quota and the regime, sending only what changed', async () => {
    const { user, view } = await clickOnList('Editar tenant Banco Alfa');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Cota mensal (unidades)')).toHaveValue('100.000');
    expect(within(dialog).getByLabelText('Cota mensal (unidades)')).toHaveAccessibleDescription(/1 unidade equivale a 1.000 linhas analisadas/);
    const quota = within(dialog).getByLabelText('Cota mensal (unidades)');
    await user.clear(quota);
    await user.type(quota, '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Informe um número inteiro de unidades, zero ou mais')).toBeInTheDocument();
    expect(view.of('AdminUpdateTenant')).toHaveLength(0);

    await user.clear(quota);
    await user.type(quota, '250.000');
    await user.selectOptions(within(dialog).getByLabelText('Regime do Banco Central'), 'BCB_85');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tenant Banco Alfa atualizado.')).toBeInTheDocument();
    expect(view.of('AdminUpdateTenant')[0]!.variables).toEqual({ tenantId: 't1', input: { quotaUnits: 250000, bacenRegime: 'BCB_85' } });
    await waitFor(() => expect(rowOf('Banco Alfa')).toHaveTextContent('250.000 unidades'));
    expect(rowOf('Banco Alfa')).toHaveTextContent('Res. BCB 85/2021');
  });

  it('asks administrators for a second factor, sending only the policy', async () => {
    const { user, view } = await clickOnList('Editar tenant Banco Alfa');
    const dialog = await screen.findByRole('dialog');
    const policy = within(dialog).getByLabelText('Segundo fator (aplicativo autenticador)');
    expect(policy).toHaveValue('OFF');
    expect(policy).toHaveAccessibleDescription(/Sessões já abertas pedem o código/);
    await user.selectOptions(policy, 'ADMINS');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tenant Banco Alfa atualizado.')).toBeInTheDocument();
    expect(view.of('AdminUpdateTenant')[0]!.variables).toEqual({ tenantId: 't1', input: { mfaPolicy: 'ADMINS' } });
  });

  it('sets the SLA per severity and the cap on accepted risks in days, sending only what changed', async () => {
    const { user, view } = await clickOnList('Editar tenant Banco Alfa');
    const dialog = await screen.findByRole('dialog');
    const deadlines = within(dialog).getByTestId('tenant-deadlines');
    expect(deadlines).toHaveAccessibleName('Prazos de correção (SLA), em dias');
    expect(['Crítica', 'Alta', 'Média', 'Baixa', 'Risco aceito por no máximo'].map((label) => (within(deadlines).getByLabelText(label) as HTMLInputElement).value)).toEqual([
      '7', '30', '90', '180', '90',
    ]);
    const critical = within(deadlines).getByLabelText('Crítica');
    await user.clear(critical);
    await user.type(critical, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(deadlines).getByText('Informe um número inteiro de dias, de 1 a 3650')).toBeInTheDocument();
    expect(view.of('AdminUpdateTenant')).toHaveLength(0);

    await user.clear(critical);
    await user.type(critical, '5');
    const risk = within(deadlines).getByLabelText('Risco aceito por no máximo');
    await user.clear(risk);
    await user.type(risk, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tenant Banco Alfa atualizado.')).toBeInTheDocument();
    expect(view.of('AdminUpdateTenant')[0]!.variables).toEqual({
      tenantId: 't1',
      input: { slaDays: { critical: 5, high: 30, medium: 90, low: 180 }, riskAcceptanceMaxDays: 60 },
    });
  });

  it('shows the server message when a more severe finding would get more days', async () => {
    const message = 'Dados inválidos: slaDays não pode dar mais dias a uma severidade mais grave (crítica ≤ alta ≤ média ≤ baixa)';
    const graphql = answers({ AdminUpdateTenant: () => ({ errors: [{ message, extensions: { code: 'VALIDATION_ERROR', status: 422, field: 'slaDays' } }] }) });
    const { user } = await clickOnList('Editar tenant Banco Alfa', graphql);
    const dialog = await screen.findByRole('dialog');
    const critical = within(dialog).getByLabelText('Crítica');
    await user.clear(critical);
    await user.type(critical, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('a 422 on rename shows the server message on the field; other failures the spec message', async () => {
    let status = 422;
    const { user } = await clickOnList(
      'Editar tenant Banco Alfa',
      answers({
        AdminUpdateTenant: () => ({ errors: [{ message: 'Dados inválidos: name deve ter ao menos 2 caracteres', extensions: { status, field: 'name' } }] }),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Banco Alfa S.A.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Dados inválidos: name deve ter ao menos 2 caracteres')).toBeInTheDocument();
    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Erro ao atualizar tenant')).toBeInTheDocument();
    status = 401;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Contexto de autenticação inválido')).toBeInTheDocument();
  });

  it('soft removal goes through the confirm dialog and marks the tenant inactive', async () => {
    const { user, view } = await clickOnList('Desativar tenant Banco Alfa');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deseja desativar o tenant Banco Alfa?')).toBeInTheDocument();
    expect(within(dialog).getByText(/Membros e tokens do tenant perdem o acesso/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(view.of('AdminUpdateTenant')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desativar tenant Banco Alfa' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Tenant Banco Alfa desativado.')).toBeInTheDocument();
    expect(view.of('AdminUpdateTenant')[0]!.variables).toEqual({ tenantId: 't1', input: { isActive: false } });
    await waitFor(() => expect(rowOf('Banco Alfa')).toHaveTextContent('Inativo'));
  });

  it('a failed deactivation shows the spec message in a toast', async () => {
    const { user } = await clickOnList('Desativar tenant Banco Alfa', answers({ AdminUpdateTenant: () => ({ errors: [{ message: 'x', extensions: { status: 403 } }] }) }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Acesso negado ao tenant')).toBeInTheDocument();
  });

  it('shows "Erro ao carregar tenants" when the list fails, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const view = renderPage(answers({ AdminTenants: (call) => (fail ? { errors: [{ message: 'boom', extensions: { status: 500 } }] } : answers()(call)) }));
    expect(await screen.findByText('Erro ao carregar tenants')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('rowheader', { name: /Banco Alfa/ })).toBeInTheDocument();
    expect(view.of('AdminTenants').length).toBeGreaterThan(1);
  });

  it('searches by name from the URL (accents and case ignored)', async () => {
    renderPage(answers(), '/admin/tenants?q=corretora');
    expect(await screen.findByRole('rowheader', { name: /Corretora Beta/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Banco Alfa/ })).toBeNull();
    expect(screen.getByLabelText('Buscar tenants')).toHaveValue('corretora');
  });
});

describe('tenant list helpers', () => {
  it('pages 20 tenants at a time, sorted by name', () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ name: `Tenant ${String(i).padStart(2, '0')}` }));
    expect(visibleTenants(many, { q: '', page: 3 })).toEqual({ rows: many.slice(40), total: 45 });
    expect(visibleTenants([{ name: 'Éter' }, { name: 'alfa' }], { q: 'ETER', page: 1 }).rows).toEqual([{ name: 'Éter' }]);
  });

  it('reads quotas written the pt-BR way', () => {
    expect(parseQuota('250.000')).toBe(250000);
    expect(parseQuota('0')).toBe(0);
    expect(parseQuota('1.5')).toBeNull();
    expect(parseQuota('-3')).toBeNull();
    expect(parseQuota('99999999999')).toBeNull();
  });
});
