import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectsPage } from './ProjectsPage';
import { renderApp } from '../../test/renderApp';
import type { Answer, GatewayCall } from '../../test/mocks/handlers/gateway';
import { projectNode as project } from '../../test/projects';

const listAnswer: Answer = {
  data: {
    listProjects: { __typename: 'ProjectPage', total: 2, page: 1, pageSize: 20, projects: [project('p1', 'Portal PIX'), project('p2', 'Open Finance')] },
  },
};

/** The gateway's answers: the list, and `others` for every other operation. */
function gateway(others: (call: GatewayCall) => Answer = (call) => ({ errors: [{ message: `unexpected ${call.operationName}` }] })) {
  return (call: GatewayCall): Answer => (call.operationName === 'ProjectsPage' ? listAnswer : others(call));
}

function renderPage(graphql = gateway(), props: Partial<Parameters<typeof ProjectsPage>[0]> = {}) {
  const onSelectProject = vi.fn();
  const view = renderApp(<ProjectsPage tenantId="t1" selectedProjectId={null} canManage onSelectProject={onSelectProject} {...props} />, {
    path: '/projects',
    graphql,
  });
  return { ...view, onSelectProject };
}

/** The page with the selection held in state, as the workspace holds it: selecting re-renders with the new id. */
function SelectingPage() {
  const [selectedProjectId, setSelectedProjectId] = useState<string | null>('p1');
  return <ProjectsPage tenantId="t1" selectedProjectId={selectedProjectId} canManage onSelectProject={(project) => setSelectedProjectId(project.id)} />;
}

describe('ProjectsPage', () => {
  it('lists projects and selects one', async () => {
    const user = userEvent.setup();
    const { onSelectProject, of } = renderPage();
    expect(await screen.findByText('Portal PIX')).toBeInTheDocument();
    expect(screen.getByText('Open Finance')).toBeInTheDocument();
    expect(of('ProjectsPage')[0]?.variables).toEqual({ tenantId: 't1', page: 1, pageSize: 20, search: null, isActive: true });
    expect(screen.getAllByText('05/03/2026')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Selecionar projeto Open Finance' }));
    expect(onSelectProject).toHaveBeenCalledWith({ id: 'p2', name: 'Open Finance', tenantId: 't1' });
    expect(await screen.findByText('Projeto Open Finance selecionado')).toBeInTheDocument();
  });

  it('shows the selection on the clicked row at once, and takes it off the previous one', async () => {
    const user = userEvent.setup();
    renderApp(<SelectingPage />, { path: '/projects', graphql: gateway() });
    const portal = await screen.findByRole('button', { name: 'Projeto Portal PIX selecionado' });
    expect(portal).toHaveTextContent('Selecionado');
    await user.click(screen.getByRole('button', { name: 'Selecionar projeto Open Finance' }));
    const open = await screen.findByRole('button', { name: 'Projeto Open Finance selecionado' });
    expect(open).toHaveTextContent('Selecionado');
    const openRow = open.closest('tr');
    expect(openRow).not.toBeNull();
    expect(within(openRow as HTMLElement).getByText('Selecionado', { selector: '.p-tag-value' })).toBeInTheDocument();
    const portalRow = screen.getByRole('button', { name: 'Selecionar projeto Portal PIX' }).closest('tr');
    expect(within(portalRow as HTMLElement).queryByText('Selecionado', { selector: '.p-tag-value' })).not.toBeInTheDocument();
  });

  it('keeps the search and the status in the URL and asks the server with them', async () => {
    const user = userEvent.setup();
    const { of } = renderPage(gateway(), {});
    expect(await screen.findByText('Portal PIX')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar projetos'), 'pix');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=pix$/));
    await waitFor(() => expect(of('ProjectsPage').at(-1)?.variables).toMatchObject({ search: 'pix', page: 1, isActive: true }));
    await user.click(screen.getByRole('button', { name: 'Inativos' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=pix&status=inactive$/));
    await waitFor(() => expect(of('ProjectsPage').at(-1)?.variables).toMatchObject({ search: 'pix', isActive: false }));
  });

  it('opens with the filters of the URL (a shared link, a reload)', async () => {
    const onSelectProject = vi.fn();
    const { of } = renderApp(<ProjectsPage tenantId="t1" selectedProjectId={null} canManage onSelectProject={onSelectProject} />, {
      path: '/projects',
      url: '/projects?q=open&status=all&page=2',
      graphql: gateway(),
    });
    expect(await screen.findByText('Portal PIX')).toBeInTheDocument();
    expect(of('ProjectsPage')[0]?.variables).toEqual({ tenantId: 't1', page: 2, pageSize: 20, search: 'open', isActive: null });
    expect(screen.getByLabelText('Buscar projetos')).toHaveValue('open');
  });

  it('shows the project error messages of the spec', async () => {
    renderPage(() => ({ errors: [{ message: 'x', extensions: { code: 'FORBIDDEN', status: 400 } }] }));
    expect(await screen.findByText('Contexto de tenant não encontrado')).toBeInTheDocument();
  });

  it('create dialog requires name and description', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Novo projeto' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar projeto' }));
    expect(within(dialog).getByText('Informe o nome do projeto')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a descrição do projeto')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server message of a 422', async () => {
    const user = userEvent.setup();
    const { of } = renderPage(gateway(() => ({
      errors: [{ message: 'Já existe um projeto com este nome', extensions: { code: 'VALIDATION_ERROR', status: 422, field: 'name' } }],
    })));
    await user.click(screen.getByRole('button', { name: 'Novo projeto' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nome'), 'Portal PIX');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Pagamentos');
    await user.click(within(dialog).getByRole('button', { name: 'Criar projeto' }));
    expect(await within(dialog).findByText('Já existe um projeto com este nome')).toBeInTheDocument();
    expect(of('CreateProject')[0]?.variables).toEqual({ tenantId: 't1', input: { name: 'Portal PIX', description: 'Pagamentos' } });
  });

  it('deactivation asks for confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Desativar projeto Portal PIX' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deseja desativar o projeto Portal PIX?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
