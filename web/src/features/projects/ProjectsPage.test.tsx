import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ProjectsPage } from './ProjectsPage';
import { ProjectsPageQuery } from './api/projectsPage';
import { CreateProjectMutation } from './api/createProject';
import { ToastProvider } from '../../components/toast';
import { ConfirmProvider } from '../../components/confirm';

const project = (id: string, name: string, isActive = true) => ({
  __typename: 'Project',
  id,
  tenantId: 't1',
  name,
  description: `Descrição de ${name}`,
  environments: ['produção'],
  isActive,
  createdAt: '2026-03-05T12:00:00Z',
});

const listMock: MockLink.MockedResponse = {
  request: { query: ProjectsPageQuery, variables: { tenantId: 't1', page: 1, pageSize: 20, search: null, isActive: true } },
  result: {
    data: {
      listProjects: { __typename: 'ProjectPage', total: 2, page: 1, pageSize: 20, projects: [project('p1', 'Portal PIX'), project('p2', 'Open Finance')] },
    },
  },
};

function renderPage(mocks: MockLink.MockedResponse[], props: Partial<Parameters<typeof ProjectsPage>[0]> = {}) {
  const onSelectProject = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <ConfirmProvider>
          <ProjectsPage tenantId="t1" selectedProjectId={null} canManage onSelectProject={onSelectProject} {...props} />
        </ConfirmProvider>
      </ToastProvider>
    </MockedProvider>,
  );
  return { onSelectProject };
}

describe('ProjectsPage', () => {
  it('lists projects and selects one', async () => {
    const user = userEvent.setup();
    const { onSelectProject } = renderPage([listMock]);
    expect(await screen.findByText('Portal PIX')).toBeInTheDocument();
    expect(screen.getByText('Open Finance')).toBeInTheDocument();
    expect(screen.getAllByText('05/03/2026')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Selecionar projeto Open Finance' }));
    expect(onSelectProject).toHaveBeenCalledWith({ id: 'p2', name: 'Open Finance', tenantId: 't1' });
    expect(await screen.findByText('Projeto Open Finance selecionado')).toBeInTheDocument();
  });

  it('shows the project error messages of the spec', async () => {
    renderPage([{ ...listMock, result: { errors: [{ message: 'x', extensions: { code: 'FORBIDDEN', status: 400 } }] } }]);
    expect(await screen.findByText('Contexto de tenant não encontrado')).toBeInTheDocument();
  });

  it('create dialog requires name and description', async () => {
    const user = userEvent.setup();
    renderPage([listMock]);
    await user.click(screen.getByRole('button', { name: 'Novo projeto' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar projeto' }));
    expect(within(dialog).getByText('Informe o nome do projeto')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a descrição do projeto')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server message of a 422', async () => {
    const user = userEvent.setup();
    const createMock: MockLink.MockedResponse = {
      request: { query: CreateProjectMutation, variables: { tenantId: 't1', input: { name: 'Portal PIX', description: 'Pagamentos' } } },
      result: { errors: [{ message: 'Já existe um projeto com este nome', extensions: { code: 'VALIDATION_ERROR', status: 422, field: 'name' } }] },
    };
    renderPage([listMock, createMock]);
    await user.click(screen.getByRole('button', { name: 'Novo projeto' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nome'), 'Portal PIX');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Pagamentos');
    await user.click(within(dialog).getByRole('button', { name: 'Criar projeto' }));
    expect(await within(dialog).findByText('Já existe um projeto com este nome')).toBeInTheDocument();
  });

  it('deactivation asks for confirmation', async () => {
    const user = userEvent.setup();
    renderPage([listMock]);
    await user.click(await screen.findByRole('button', { name: 'Desativar projeto Portal PIX' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deseja desativar o projeto Portal PIX?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
