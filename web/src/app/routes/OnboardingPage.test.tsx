import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../components/toast';
import { apiToken } from '../../test/tokens';
import type { ScanStatusFieldsFragment } from '../../gql/graphql';
import { OnboardingPage, type OnboardingPageProps } from '../../features/onboarding/OnboardingPage';
import { CreateTokenMutation } from '../../features/tokens/api/tokenMutations';
import { GenerateCiTemplateMutation } from '../../features/onboarding/api/generateCiTemplate';
import { OnboardingCurlQuery } from '../../features/onboarding/api/scanCurlCommand';
import { onboardingTokenSlots } from './onboardingTokenSlots';
import { ConfirmProvider } from '../../components/confirm';
import { server } from '../../test/mocks/server';
import { fileResponse, fileRoute } from '../../test/mocks/handlers/files';
import { savedFiles } from '../../test/browser';

/** The export progress dialog is a lazy chunk: its first import can be slow on a busy machine. */
const LAZY_DIALOG = { timeout: 10_000 };

// The wizard as the app composes it: its token step is the tokens component (creation with the
// default validity, the secret shown once).

const SECRET = 'RUN_p1_4f1c0ffee4f1c0ffee';
const project = { id: 'p1', name: 'Portal PIX' };

const mocks: MockLink.MockedResponse[] = [
  {
    // The tokens component's creation: a RUN token valid for the default 90 days.
    request: { query: CreateTokenMutation, variables: { tenantId: 't1', input: { name: 'CI Portal PIX', projectId: 'p1', kind: 'RUN', expiresInDays: 90 } } },
    result: {
      data: {
        createTenantToken: {
          __typename: 'TokenWithSecret',
          secret: SECRET,
          token: apiToken('k1', 'CI Portal PIX', { prefix: 'RUN_p1_4f1c' }),
        },
      },
    },
  },
  {
    request: { query: GenerateCiTemplateMutation, variables: { input: { tenantId: 't1', projectId: 'p1', platform: 'GITLAB', triggers: ['PUSH', 'PULL_REQUEST'], failOn: 'CRITICAL', tokenId: 'k1' } } },
    result: {
      data: {
        generateCiTemplate: {
          __typename: 'CiTemplate',
          platform: 'GITLAB',
          path: '.gitlab-ci.yml',
          content: 'stages:\n  - test\n',
          secretName: 'VIGIA_TOKEN',
          zipFileName: 'vigia-ci-gitlab.zip',
          instructions: ['Crie a variável VIGIA_TOKEN.', 'Salve o arquivo.'],
        },
      },
    },
  },
  {
    request: { query: OnboardingCurlQuery, variables: { tenantId: 't1', projectId: 'p1' } },
    result: { data: { scanCurlCommand: { __typename: 'CurlCommand', command: 'tar --exclude=.git -czf - . | curl ... $VIGIA_TOKEN' } } },
  },
];

const scan = (overrides: Partial<ScanStatusFieldsFragment>): ScanStatusFieldsFragment => ({
  scanId: 's1',
  projectId: 'p1',
  hasInProgress: true,
  progress: 40,
  stage: 'ANALYZING',
  startedAt: null,
  finishedAt: null,
  estimatedCompletion: null,
  etaSeconds: null,
  canResume: false,
  filesTotal: 2,
  filesScanned: 1,
  findingsCount: 0,
  error: null,
  filesSkippedCount: 0,
  ...overrides,
});

function page(props: Partial<OnboardingPageProps> = {}) {
  return (
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <ConfirmProvider>
          <MemoryRouter>
            <OnboardingPage tenantId="t1" project={project} scan={null} quota={null} tokens={onboardingTokenSlots} {...props} />
          </MemoryRouter>
        </ConfirmProvider>
      </ToastProvider>
    </MockedProvider>
  );
}

/** The wizard stored for a project under the `onboarding` key. */
const stored = (projectId: string) => JSON.parse(window.localStorage.getItem('onboarding') ?? '{}').byProject?.[projectId] ?? {};

describe('OnboardingPage', () => {
  it('when the admin goes through token, template and first scan, then it completes, never storing the secret', async () => {
    const user = userEvent.setup();
    const view = render(page());
    expect(screen.getByText('Progresso: 0%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Começar' }));

    // generate-token: Next is blocked until a token exists.
    expect(screen.getByRole('heading', { name: '2. Gerar token' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    expect(screen.getByLabelText('Validade (dias)')).toHaveValue(90);
    await user.click(screen.getByRole('button', { name: 'Gerar token RUN_' }));
    expect(await screen.findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(screen.getByText(/mostrado uma única vez/)).toBeInTheDocument();
    expect(screen.getByText('Expira em 03/06/2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar token' })).toBeInTheDocument();
    expect(screen.getByText('Progresso: 40%')).toBeInTheDocument();
    expect(window.localStorage.getItem('onboarding')).not.toContain(SECRET);
    // The progress is written to storage after the render that shows it.
    await vi.waitFor(() => expect(stored('p1').tokenInfo).toMatchObject({ id: 'k1', prefix: 'RUN_p1_4f1c' }));

    // configure-ci
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(screen.getByRole('radio', { name: 'GitLab CI' }));
    await user.click(screen.getByRole('radio', { name: 'Crítica' }));
    await user.click(screen.getByRole('button', { name: 'Gerar arquivo' }));
    expect(await screen.findByRole('heading', { name: 'Arquivo .gitlab-ci.yml' })).toBeInTheDocument();
    expect(screen.getByText('Crie o segredo VIGIA_TOKEN com o token gerado na etapa anterior.')).toBeInTheDocument();
    expect(screen.getByText('Progresso: 60%')).toBeInTheDocument();
    // The zip comes through the export progress dialog, like every PDF and zip.
    const zipRoute = fileRoute('post', '/api/v1/ci/generate', () => fileResponse('PK', { type: 'application/zip', filename: 'vigia-ci-gitlab.zip' }));
    server.use(zipRoute.handler);
    await user.click(screen.getByRole('button', { name: 'Baixar zip' }));
    const zipDialog = await screen.findByRole('dialog', { name: 'Exportando arquivos do pipeline (zip)' }, LAZY_DIALOG);
    await vi.waitFor(() => expect(within(zipDialog).getByTestId('export-status')).toHaveTextContent('Download concluído'));
    expect(savedFiles()).toEqual([{ name: 'vigia-ci-gitlab.zip', blob: expect.any(Blob) }]);
    expect(JSON.parse(zipRoute.requests[0]!.body)).toMatchObject({ platform: 'gitlab', failOn: 'critical' });
    await user.click(within(zipDialog).getByRole('button', { name: 'Fechar' }));

    // first-scan: waits (the project has no scan yet), follows the scan live, then lets the wizard finish.
    view.rerender(page({ scan: scan({ scanId: null, hasInProgress: false, progress: 0, stage: 'COMPLETED', filesTotal: null, filesScanned: null, findingsCount: null }) }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Aguardando a primeira varredura de Portal PIX...')).toBeInTheDocument();
    expect(await screen.findByText(/tar --exclude=.git/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    view.rerender(page({ scan: scan({}) }));
    expect(await screen.findByText('Varredura em andamento: 40%.')).toBeInTheDocument();
    view.rerender(page({ scan: scan({ hasInProgress: false, stage: 'COMPLETED', progress: 100, findingsCount: 1 }) }));
    expect(await screen.findByText('Primeira varredura concluída: 1 achado(s).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(screen.getByText('Progresso: 100%')).toBeInTheDocument();
    expect(screen.getByText(/^Concluído em /)).toBeInTheDocument();
    expect(stored('p1')).toMatchObject({ isCompleted: true, currentStep: 'complete' });
    expect(window.localStorage.getItem('onboarding')).not.toContain(SECRET);
  });

  it('when the page is opened again, then it resumes the stored step and the secret is not shown again', async () => {
    window.localStorage.setItem(
      'onboarding',
      JSON.stringify({ byProject: { p1: { currentStep: 'generate-token', completedSteps: ['welcome', 'generate-token'], tokenInfo: { id: 'k1', name: 'CI', prefix: 'RUN_p1_4f1c', projectId: 'p1', projectName: 'Portal PIX', expiresAt: null } } } }),
    );
    render(page());
    expect(screen.getByRole('heading', { name: '2. Gerar token' })).toBeInTheDocument();
    expect(screen.getByText(/não pode ser exibido de novo/)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
    const steps = screen.getByRole('navigation', { name: 'Etapas' });
    expect(within(steps).getByText('Gerar token', { exact: false }).closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('when the quota is exhausted or a scan fails, then the first-scan step explains it', async () => {
    window.localStorage.setItem(
      'onboarding',
      JSON.stringify({ byProject: { p1: { currentStep: 'first-scan', completedSteps: ['welcome', 'generate-token', 'configure-ci'], scanBaseline: { projectId: 'p1', scanId: null } } } }),
    );
    render(page({ quota: { percent: 100, warnings: ['Cota mensal esgotada'] }, scan: scan({ hasInProgress: false, stage: 'FAILED', error: 'Cota mensal esgotada: o limite de unidades de análise do tenant foi atingido' }) }));
    expect(screen.getByText(/A cota mensal do tenant está esgotada/)).toBeInTheDocument();
    expect(screen.getByText('Cota mensal esgotada')).toBeInTheDocument();
    expect(screen.getByText(/A varredura falhou: Cota mensal esgotada/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });

  it('when the project already had scans, then only a newer one counts as the first scan', async () => {
    window.localStorage.setItem('onboarding', JSON.stringify({ byProject: { p1: { currentStep: 'first-scan', completedSteps: ['welcome', 'generate-token', 'configure-ci'] } } }));
    const view = render(page({ scan: null }));
    expect(screen.getByText('Aguardando a primeira varredura de Portal PIX...')).toBeInTheDocument();
    view.rerender(page({ scan: scan({ scanId: 'old', hasInProgress: false, stage: 'COMPLETED', progress: 100, findingsCount: 7 }) }));
    expect(screen.getByText('Aguardando a primeira varredura de Portal PIX...')).toBeInTheDocument();
    view.rerender(page({ scan: scan({ scanId: 'new', hasInProgress: false, stage: 'COMPLETED', progress: 100, findingsCount: 2 }) }));
    expect(await screen.findByText('Primeira varredura concluída: 2 achado(s).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('when no project is selected, then the token step points to the projects page', async () => {
    const user = userEvent.setup();
    render(page({ project: null }));
    await user.click(screen.getByRole('button', { name: 'Começar' }));
    expect(screen.getByText('Escolha ou crie um projeto antes de gerar o token.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escolher um projeto' })).toHaveAttribute('href', '/projects');
  });

  it("when another project is selected, then its own wizard shows (not the previous project's token), and reset asks before starting over", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'onboarding',
      JSON.stringify({ byProject: { p1: { currentStep: 'generate-token', completedSteps: ['welcome', 'generate-token'], tokenInfo: { id: 'k1', name: 'CI', prefix: 'RUN_p1_4f1c', projectId: 'p1', projectName: 'Portal PIX', expiresAt: null } } } }),
    );
    const view = render(page());
    expect(screen.getByRole('heading', { name: '2. Gerar token' })).toBeInTheDocument();
    view.rerender(page({ project: { id: 'p2', name: 'Legado' } }));
    expect(await screen.findByRole('heading', { name: '1. Boas-vindas' })).toBeInTheDocument();
    expect(screen.getByText('Progresso: 0%')).toBeInTheDocument();
    view.rerender(page());
    expect(await screen.findByRole('heading', { name: '2. Gerar token' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Recomeçar assistente' }));
    const ask = await screen.findByRole('dialog', { name: 'Recomeçar o assistente?' });
    await user.click(within(ask).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: '1. Boas-vindas' })).toBeInTheDocument();
    await vi.waitFor(() => expect(stored('p1')).toMatchObject({ currentStep: 'welcome', completedSteps: [] }));
  });
});
