import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetFreshness } from '../../lib/apollo';
import { setupPrimeReactLocale } from '../../lib/primereact';
import { renderApp } from '../../test/renderApp';
import type { Answer, GatewayCall } from '../../test/mocks/handlers/gateway';
import { projectNode as project } from '../../test/projects';
import AdminProjectsRoute from './AdminProjectsRoute';

const PIX = project('p1', 'Portal PIX');
const LEGADO = project('p2', 'Legado', { isActive: false, environments: [] });

function page(projects: unknown[]): Answer {
  return { data: { listProjects: { __typename: 'ProjectPage', total: projects.length, page: 1, pageSize: 20, projects } } };
}

const unexpected = (call: GatewayCall): Answer => ({ errors: [{ message: `unexpected ${call.operationName}` }] });

function render(answer: (call: GatewayCall) => Answer) {
  return renderApp(<AdminProjectsRoute />, { path: '/admin/projects', graphql: answer });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  forgetFreshness();
  setupPrimeReactLocale();
});

describe('/admin/projects', () => {
  it('lists the tenant projects; search and status go to the server', async () => {
    const user = userEvent.setup();
    const view = render((call) => {
      if (call.operationName !== 'AdminProjects') return unexpected(call);
      if (call.variables.search === 'pix') return page([PIX]);
      if (call.variables.isActive === false) return page([LEGADO]);
      return page([PIX, LEGADO]);
    });
    expect(await screen.findByText('Portal PIX')).toBeInTheDocument();
    expect(within(rowOf('Legado')).getByText('Inativo')).toBeInTheDocument();
    expect(within(rowOf('Portal PIX')).getByText('05/03/2026')).toBeInTheDocument();
    expect(view.of('AdminProjects')[0]?.variables).toEqual({ tenantId: 't1', page: 1, pageSize: 20, search: null, isActive: null });

    await user.type(screen.getByLabelText('Buscar projetos', { selector: 'input' }), 'pix');
    await waitFor(() => expect(screen.queryByText('Legado')).toBeNull());
    expect(view.of('AdminProjects').at(-1)?.variables).toMatchObject({ search: 'pix', page: 1 });

    // Clearing the search and choosing a status before the debounce ends keeps both in the URL.
    await user.clear(screen.getByLabelText('Buscar projetos', { selector: 'input' }));
    await user.click(screen.getByRole('button', { name: 'Inativos' }));
    await waitFor(() => expect(screen.queryByText('Portal PIX')).toBeNull());
    expect(view.of('AdminProjects').at(-1)?.variables).toMatchObject({ search: null, isActive: false });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?status=inactive$/);
  });

  it('creating requires name and description (spec §5)', async () => {
    const user = userEvent.setup();
    const view = render((call) => (call.operationName === 'AdminProjects' ? page([PIX]) : unexpected(call)));
    await screen.findByText('Portal PIX');
    await user.click(screen.getByRole('button', { name: 'Novo projeto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo projeto' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar projeto' }));
    expect(within(dialog).getByText('Informe o nome do projeto')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a descrição do projeto')).toBeInTheDocument();
    expect(view.of('CreateProject')).toHaveLength(0);
  });

  it('edits name, description and environments; the row takes the answer without a refetch; a 422 shows the server message', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const view = render((call) => {
      if (call.operationName === 'AdminProjects') return page([PIX, LEGADO]);
      if (call.operationName === 'UpdateAdminProject') {
        attempts += 1;
        if (attempts === 1) return { errors: [{ message: 'Dados inválidos: name já existe neste tenant', extensions: { code: 'VALIDATION_ERROR', status: 422, field: 'name' } }] };
        return { data: { updateProject: project('p1', 'Portal Pix PJ', { description: 'Pix para empresas', environments: ['prod', 'hml'] }) } };
      }
      return unexpected(call);
    });
    await screen.findByText('Portal PIX');
    await user.click(screen.getByRole('button', { name: 'Editar projeto Portal PIX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar projeto Portal PIX' });
    const name = within(dialog).getByLabelText('Nome');
    expect(name).toHaveValue('Portal PIX');
    expect(within(dialog).getByLabelText('Ambientes')).toHaveValue('produção');
    await user.clear(within(dialog).getByLabelText('Descrição'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(within(dialog).getByText('Informe a descrição do projeto')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Legado');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Pix para empresas');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByText('Dados inválidos: name já existe neste tenant')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Portal Pix PJ');
    const environments = within(dialog).getByLabelText('Ambientes');
    await user.clear(environments);
    await user.type(environments, 'prod, hml, prod');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Projeto Portal Pix PJ atualizado com sucesso!')).toBeInTheDocument();
    expect(view.of('UpdateAdminProject').at(-1)?.variables).toEqual({
      projectId: 'p1',
      input: { name: 'Portal Pix PJ', description: 'Pix para empresas', environments: ['prod', 'hml'] },
    });
    expect(within(rowOf('Portal Pix PJ')).getByText('hml')).toBeInTheDocument();
    expect(view.of('AdminProjects')).toHaveLength(1);
  });

  it('deactivates through the confirm dialog and reloads the lists', async () => {
    const user = userEvent.setup();
    let active = true;
    const view = render((call) => {
      if (call.operationName === 'AdminProjects') return page([project('p1', 'Portal PIX', { isActive: active })]);
      if (call.operationName === 'UpdateAdminProject') {
        active = false;
        return { data: { updateProject: project('p1', 'Portal PIX', { isActive: false }) } };
      }
      return unexpected(call);
    });
    await screen.findByText('Portal PIX');
    await user.click(screen.getByRole('button', { name: 'Desativar projeto Portal PIX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar projeto' });
    expect(within(dialog).getByText('Deseja desativar o projeto Portal PIX?')).toBeInTheDocument();
    expect(within(dialog).getByText(/os tokens dele deixam de funcionar/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Projeto Portal PIX desativado com sucesso!')).toBeInTheDocument();
    expect(view.of('UpdateAdminProject')[0]?.variables).toEqual({ projectId: 'p1', input: { isActive: false } });
    expect(await screen.findByRole('button', { name: 'Reativar projeto Portal PIX' })).toBeInTheDocument();
    expect(view.of('AdminProjects').length).toBeGreaterThan(1);
  });

  it('shows who has access with which project role, and the project tokens', async () => {
    const user = userEvent.setup();
    const view = render((call) => {
      if (call.operationName === 'AdminProjects') return page([PIX]);
      if (call.operationName === 'AdminProjectMembers') {
        return {
          data: {
            listProjectMembers: {
              __typename: 'ProjectMemberList',
              projectId: 'p1',
              members: [
                { __typename: 'ProjectMember', userId: 'u1', name: 'Administrador Demo', email: 'admin@demo.local', role: 'TENANT_ADMIN', access: 'TENANT_ADMIN' },
                { __typename: 'ProjectMember', userId: 'u2', name: null, email: 'ana@demo.local', role: 'ANALYST', access: 'PROJECT' },
              ],
            },
          },
        };
      }
      if (call.operationName === 'ProjectTokens') return { data: { listTenantTokens: { __typename: 'TokenList', tokens: [] } } };
      return unexpected(call);
    });
    await screen.findByText('Portal PIX');
    await user.click(screen.getByRole('button', { name: 'Acesso e tokens do projeto Portal PIX' }));
    const details = await screen.findByRole('region', { name: 'Projeto Portal PIX' });
    expect(within(details).getByRole('heading', { name: 'Projeto Portal PIX' })).toHaveFocus();
    // The open project lives in the URL (a shareable link to its access and tokens).
    expect(screen.getByTestId('location')).toHaveTextContent('?project=p1');
    const access = within(details).getByRole('region', { name: 'Quem tem acesso' });
    const ana = (await within(access).findByText('ana@demo.local')).closest('tr') as HTMLElement;
    expect(within(ana).getByText('Analista')).toBeInTheDocument();
    expect(within(ana).getByText('Atribuído ao projeto')).toBeInTheDocument();
    expect(within(ana).getByText('Sem nome')).toBeInTheDocument();
    const admin = within(access).getByText('admin@demo.local').closest('tr') as HTMLElement;
    expect(within(admin).getByText('Administrador do tenant')).toBeInTheDocument();
    const tokens = within(details).getByRole('region', { name: 'Tokens do projeto' });
    expect(await within(tokens).findByText('Nenhum token neste projeto. Crie um token para o CI ou para leitura.')).toBeInTheDocument();
    expect(view.of('ProjectTokens')[0]?.variables).toEqual({ tenantId: 't1', projectId: 'p1' });
    expect(view.of('AdminProjectMembers')[0]?.variables).toEqual({ projectId: 'p1' });
  });
});
