import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetFreshness } from '../../../lib/apollo';
import { formatDate } from '../../../lib/format';
import { renderApp } from '../../../test/renderApp';
import { answerByOperation, type Answer, type OperationAnswers } from '../../../test/mocks/handlers/gateway';
import AdminUsersPage from './AdminUsersPage';

const PIX = '11111111-1111-4111-8111-111111111111';
const OPEN = '22222222-2222-4222-8222-222222222222';
const PROJECTS = [
  { id: PIX, name: 'Portal PIX' },
  { id: OPEN, name: 'Open Finance' },
];

const user = (id: string, name: string | null, email: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'User',
  id,
  name,
  email,
  roles: ['ANALYST'],
  isActive: true,
  lastLoginAt: null,
  projectRoles: [],
  ...extra,
});

const ANA = user('u1', 'Ana Souza', 'ana@banco.com.br', {
  roles: ['TENANT_ADMIN'],
  lastLoginAt: '2026-11-20T13:05:00Z',
});
const BRUNO = user('u2', 'Bruno Lima', 'bruno@banco.com.br', {
  projectRoles: [{ __typename: 'ProjectRole', projectId: PIX, role: 'ANALYST' }],
});
const CAROL = user('u3', null, 'carol@banco.com.br', { roles: ['VIEWER'] });

const DORA_INVITE = {
  __typename: 'Invite',
  id: 'i1',
  email: 'dora@banco.com.br',
  name: null,
  roles: ['VIEWER'],
  status: 'PENDING',
  expiresAt: '2026-11-27T12:00:00Z',
  invitedByName: 'Ana Souza',
};

/** A batch deactivation of Bruno and Ana: Bruno's succeeds, Ana is the last admin. */
const BRUNO_DONE_ANA_REFUSED = {
  __typename: 'BatchUserResult',
  succeeded: 1,
  failed: 1,
  results: [
    { __typename: 'BatchUserItemResult', userId: 'u2', email: 'bruno@banco.com.br', success: true, code: null, message: null, user: { ...BRUNO, isActive: false } },
    {
      __typename: 'BatchUserItemResult',
      userId: 'u1',
      email: 'ana@banco.com.br',
      success: false,
      code: 'LAST_ADMIN',
      message: 'Dados inválidos: o tenant precisa de ao menos um TENANT_ADMIN ativo',
      user: null,
    },
  ],
};

const usersPage = (users: unknown[], total = users.length): Answer => ({
  data: { listTenantUsers: { __typename: 'UserList', total, page: 1, pageSize: 20, users } },
});
const noInvites: Answer = { data: { listTenantInvites: { __typename: 'InviteList', invites: [] } } };

/** The gateway: the users and invitations of the tenant, plus the given mutations. */
function gateway(mutations: OperationAnswers = {}) {
  return answerByOperation({ AdminUsers: () => usersPage([ANA, BRUNO, CAROL]), PendingInvites: () => noInvites }, mutations);
}

function renderPage(answer: ReturnType<typeof gateway>, url = '/admin/users') {
  return renderApp(<AdminUsersPage tenantId="t1" projects={PROJECTS} />, { path: '/admin/users', url, graphql: answer });
}

afterEach(() => forgetFreshness());

describe('AdminUsersPage', () => {
  it('lists the users with roles, project roles, status and last sign-in in pt-BR; the role filter goes into the URL', async () => {
    const view = renderPage(gateway());
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(3);
    const ana = within(rows[0] as HTMLElement);
    expect(ana.getByText('ana@banco.com.br')).toBeInTheDocument();
    expect(ana.getByText('Administrador do tenant')).toBeInTheDocument();
    expect(ana.getByText('Todos (administrador)')).toBeInTheDocument();
    // pt-BR date and time in the machine's time zone, as the app formats it.
    expect(ana.getByText(formatDate('2026-11-20T13:05:00Z', true))).toBeInTheDocument();
    expect(formatDate('2026-11-20T13:05:00Z', true)).toMatch(/^20\/11\/2026, \d{2}:05$/);
    expect(within(rows[1] as HTMLElement).getByText('Portal PIX: Analista')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Nunca')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Sem nome')).toBeInTheDocument();
    expect(view.of('AdminUsers')[0]?.variables).toMatchObject({ tenantId: 't1', page: 1, pageSize: 20, includeInactive: true });

    await userEvent.setup().selectOptions(screen.getByTestId('users-role-filter'), 'VIEWER');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?role=VIEWER'));
    await waitFor(() => expect(view.of('AdminUsers').at(-1)?.variables).toMatchObject({ role: 'VIEWER', page: 1 }));
  });

  it('invites with a project role and a 72 h default expiry, toasts and shows it as pending without refetching', async () => {
    const u = userEvent.setup();
    const view = renderPage(gateway({ InviteUser: () => ({ data: { invite: DORA_INVITE } }) }));
    expect(await screen.findByText('Nenhum convite pendente')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Convidar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar usuário' });
    expect(within(dialog).getByLabelText('Validade do convite (horas)')).toHaveValue(72);
    await u.type(within(dialog).getByLabelText('E-mail'), 'dora@banco.com.br');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Função em Open Finance' }), 'ANALYST');
    await u.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));

    expect(await screen.findByText('Convite enviado com sucesso!')).toBeInTheDocument();
    expect(view.of('InviteUser')[0]?.variables).toEqual({
      tenantId: 't1',
      input: { email: 'dora@banco.com.br', roles: ['VIEWER'], projectRoles: [{ projectId: OPEN, role: 'ANALYST' }], expiresInHours: 72 },
    });
    const pending = await screen.findByTestId('pending-invite');
    expect(pending).toHaveTextContent('dora@banco.com.br');
    expect(pending).toHaveTextContent('Enviado por Ana Souza');
    expect(view.of('PendingInvites')).toHaveLength(1);
  });

  it('runs a batch where one user fails: the changed one is updated, the failure says who and why', async () => {
    const u = userEvent.setup();
    const view = renderPage(gateway({ BatchUpdateUsers: () => ({ data: { batchUpdateTenantUsers: BRUNO_DONE_ANA_REFUSED } }) }));
    await screen.findAllByTestId('user-row');
    await u.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    await u.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    const bar = screen.getByTestId('batch-bar');
    expect(bar).toHaveTextContent('2 usuários selecionados');
    await u.click(within(bar).getByRole('button', { name: 'Desativar' }));
    // A batch action asks first (spec §2, §5): nothing is sent until Confirmar.
    const ask = await screen.findByRole('dialog', { name: 'Desativar usuários' });
    expect(ask).toHaveTextContent('Deseja desativar os 2 usuários selecionados?');
    expect(view.of('BatchUpdateUsers')).toHaveLength(0);
    await u.click(within(ask).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('1 usuários atualizados com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('Erros em 1 usuários')).toBeInTheDocument();
    expect(screen.getByTestId('batch-errors')).toHaveTextContent('ana@banco.com.br: Dados inválidos: o tenant precisa de ao menos um TENANT_ADMIN ativo');
    expect(view.of('BatchUpdateUsers')[0]?.variables).toEqual({ tenantId: 't1', input: { userIds: ['u2', 'u1'], action: 'DEACTIVATE' } });
    // Bruno's row reads the changed User from the cache; Ana stays selected to try again.
    const bruno = screen.getAllByTestId('user-row')[1] as HTMLElement;
    await waitFor(() => expect(within(bruno).getByText('Inativo')).toBeInTheDocument());
    expect(screen.getByTestId('batch-bar')).toHaveTextContent('1 usuário selecionado');
    expect(view.of('AdminUsers')).toHaveLength(1);
  });

  it("shows the server's message when an edit is refused with 422, and the spec's toast when it succeeds", async () => {
    const u = userEvent.setup();
    let attempt = 0;
    renderPage(
      gateway({
        UpdateTenantUser: () => {
          attempt += 1;
          if (attempt === 1) {
            return { errors: [{ message: 'Dados inválidos: o tenant precisa de ao menos um TENANT_ADMIN ativo', extensions: { code: 'LAST_ADMIN', status: 422, field: 'roles' } }] };
          }
          return { data: { updateTenantUser: { ...ANA, roles: ['TENANT_ADMIN', 'ANALYST'] } } };
        },
      }),
    );
    await u.click(await screen.findByRole('button', { name: 'Editar funções de Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Ana Souza' });
    await u.click(within(dialog).getByRole('checkbox', { name: 'Analista' }));
    await u.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByText('Dados inválidos: o tenant precisa de ao menos um TENANT_ADMIN ativo')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
    const ana = screen.getAllByTestId('user-row')[0] as HTMLElement;
    await waitFor(() => expect(within(ana).getByText('Analista')).toBeInTheDocument());
  });

  it('removes a user through the confirm dialog', async () => {
    const u = userEvent.setup();
    const view = renderPage(gateway({ UpdateTenantUser: () => ({ data: { updateTenantUser: { ...CAROL, isActive: false } } }) }));
    await u.click(await screen.findByRole('button', { name: 'Remover carol@banco.com.br' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover usuário' });
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Usuário removido com sucesso!')).toBeInTheDocument();
    expect(view.of('UpdateTenantUser')[0]?.variables).toEqual({ tenantId: 't1', userId: 'u3', input: { isActive: false } });
    expect(await screen.findByRole('button', { name: 'Reativar carol@banco.com.br' })).toBeInTheDocument();
  });

  it("resets a member's second factor through the confirm dialog", async () => {
    const u = userEvent.setup();
    const view = renderPage(gateway({ ResetUserMfa: () => ({ data: { resetUserMfa: { __typename: 'SuccessResponse', success: true } } }) }));
    await u.click(await screen.findByRole('button', { name: 'Redefinir segundo fator de Bruno Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir segundo fator' });
    expect(dialog).toHaveTextContent('a pessoa configura um novo no próximo acesso');
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Segundo fator de Bruno Lima redefinido.')).toBeInTheDocument();
    expect(view.of('ResetUserMfa')[0]?.variables).toEqual({ tenantId: 't1', userId: 'u2' });
  });
});
