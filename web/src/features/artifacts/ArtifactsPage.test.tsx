import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetFreshness } from '../../lib/apollo';
import { clientErrors } from '../../lib/client-errors';
import { getAuthMode, setAuthMode, setViewerToken } from '../../lib/credentials';
import { setupPrimeReactLocale } from '../../lib/primereact';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/mocks/server';
import { fileResponse, fileRoute } from '../../test/mocks/handlers/files';
import type { Answer, GatewayCall as Call, Vars } from '../../test/mocks/handlers/gateway';
import { openedUrls, savedFiles } from '../../test/browser';
import ArtifactsPage from './ArtifactsPage';


const SCAN_A = 'aaaaaaaa-1111-4111-8111-111111111111';
const SCAN_B = 'bbbbbbbb-2222-4222-8222-222222222222';

const artifact = (id: string, kind: string, name: string, scanId = SCAN_A, sizeBytes = 1536) => ({
  __typename: 'Artifact',
  id,
  kind,
  name,
  contentType: kind === 'SARIF' ? 'application/sarif+json' : 'application/json',
  sizeBytes,
  scanId,
  createdAt: '2026-11-23T12:30:00Z',
});

const THREE = [
  artifact('a1', 'SARIF', 'results.sarif', SCAN_A, 2_621_440),
  artifact('a2', 'FINDINGS_JSON', 'findings.json', SCAN_A, 850),
  artifact('a3', 'COMPLIANCE_JSON', 'compliance.json', SCAN_B, 1536),
];

function listPage(vars: Vars, items = THREE, total = items.length): Answer {
  return { data: { listArtifacts: { __typename: 'ArtifactPage', total, page: vars.page, pageSize: vars.pageSize, items } } };
}

const node = (pointer: string, type: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ArtifactJsonNode',
  pointer,
  key: null,
  index: 0,
  type,
  size: null,
  value: null,
  truncated: null,
  ...extra,
});

/** A SARIF-like document: {version, runs: [120 results…]} under /runs/0/results. */
function treeAnswer(vars: Vars): Answer {
  const path = String(vars.path);
  const page = Number(vars.page);
  const view = (n: ReturnType<typeof node>, total: number, children: ReturnType<typeof node>[]) => ({
    data: { viewArtifact: { __typename: 'ArtifactView', path, page, pageSize: vars.pageSize, totalChildren: total, node: n, children } },
  });
  if (path === '') {
    return view(node('', 'object', { size: 2 }), 2, [
      node('/version', 'string', { key: 'version', index: 0, value: '2.1.0' }),
      node('/runs', 'array', { key: 'runs', index: 1, size: 120 }),
    ]);
  }
  if (path === '/runs') {
    const start = (page - 1) * 50;
    const count = Math.max(0, Math.min(50, 120 - start));
    return view(
      node('/runs', 'array', { key: 'runs', index: 1, size: 120 }),
      120,
      Array.from({ length: count }, (_, i) => node(`/runs/${start + i}`, 'number', { index: start + i, value: String(start + i) })),
    );
  }
  return { errors: [{ message: 'Dados inválidos: path não existe no documento', extensions: { status: 422 } }] };
}

function linesAnswer(vars: Vars): Answer {
  const page = Number(vars.page);
  const total = 450;
  const start = (page - 1) * 200;
  const count = Math.min(200, total - start);
  return {
    data: {
      viewArtifact: {
        __typename: 'ArtifactView',
        page,
        pageSize: 200,
        totalLines: total,
        lines: Array.from({ length: count }, (_, i) => ({ __typename: 'ArtifactLine', number: start + i + 1, text: `linha ${start + i + 1}`, truncated: i === 0 ? true : null })),
      },
    },
  };
}

const signed = (vars: Vars): Answer => ({
  data: { signArtifact: { __typename: 'SignedArtifactUrl', signedUrl: `/api/v1/projects/${vars.projectId}/artifacts/${vars.artifactId}/download?exp=1&kid=k1&sig=abc`, expiresAt: '2026-11-23T13:00:00Z' } },
});
const status = (code: number, message = 'erro'): Answer => ({ errors: [{ message, extensions: { status: code } }] });

function defaultAnswer(call: Call): Answer {
  switch (call.operationName) {
    case 'ArtifactsList':
      return listPage(call.variables);
    case 'ArtifactTree':
      return treeAnswer(call.variables);
    case 'ArtifactLines':
      return linesAnswer(call.variables);
    case 'SignArtifact':
      return signed(call.variables);
    default:
      return status(500);
  }
}

function renderPage(answer: (call: Call) => Answer = defaultAnswer, url = '/artifacts') {
  const view = renderApp(<ArtifactsPage projectId="p1" projectName="Portal PIX" />, { path: '/artifacts', url, graphql: answer });
  return { gateway: { of: (name: string) => view.of(name).map((c) => c.variables) } };
}

function setClipboard(writeText: ((text: string) => Promise<void>) | null) {
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

const initialAuthMode = getAuthMode();
beforeAll(() => setupPrimeReactLocale());
afterEach(() => {
  setAuthMode(initialAuthMode);
  setViewerToken(null);
  vi.restoreAllMocks();
  forgetFreshness();
  setClipboard(null);
});

describe('ArtifactsPage: list', () => {
  it('shows loading, then kind, name, scan, pt-BR size and date of each artifact, 24 per page', async () => {
    const { gateway } = renderPage();
    expect(screen.getByTestId('artifacts-loading')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('artifact-row');
    expect(rows).toHaveLength(3);
    expect(gateway.of('ArtifactsList')).toContainEqual({ projectId: 'p1', page: 1, pageSize: 24, scanId: null, kinds: null, search: null });
    const first = within(rows[0]!);
    expect(first.getByText('SARIF')).toBeInTheDocument();
    expect(first.getByText('results.sarif')).toBeInTheDocument();
    expect(first.getByText('aaaaaaaa')).toBeInTheDocument();
    expect(first.getByText('2,5 MB')).toBeInTheDocument();
    expect(first.getByText(/^23\/11\/2026/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('850 bytes')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Compliance (JSON)')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Artefatos do projeto' })).toBeInTheDocument();
    expect(screen.getByTestId('artifacts-range')).toHaveTextContent('1–3 de 3');
  });

  it('an empty project shows the empty state', async () => {
    renderPage((call) => (call.operationName === 'ArtifactsList' ? listPage(call.variables, [], 0) : defaultAnswer(call)));
    const empty = await screen.findByTestId('artifacts-empty');
    expect(within(empty).getByRole('heading', { name: 'Nenhum artefato encontrado' })).toBeInTheDocument();
    expect(screen.queryByTestId('artifacts-list')).not.toBeInTheDocument();
  });

  it('404 is the empty state "Nenhum artefato encontrado"', async () => {
    renderPage((call) => (call.operationName === 'ArtifactsList' ? status(404, 'Nenhum artefato encontrado') : defaultAnswer(call)));
    expect(await screen.findByRole('heading', { name: 'Nenhum artefato encontrado' })).toBeInTheDocument();
    expect(screen.queryByTestId('artifacts-error')).not.toBeInTheDocument();
  });

  it('403 is "Acesso negado aos artefatos"', async () => {
    renderPage((call) => (call.operationName === 'ArtifactsList' ? status(403) : defaultAnswer(call)));
    const error = await screen.findByTestId('artifacts-error');
    expect(await within(error).findByText('Acesso negado aos artefatos')).toBeInTheDocument();
  });

  it('500 is "Erro ao buscar artefatos" with a retry that reloads the list', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderPage((call) => (call.operationName === 'ArtifactsList' && fail ? status(500) : defaultAnswer(call)));
    const error = await screen.findByTestId('artifacts-error');
    expect(await within(error).findByText('Erro ao buscar artefatos')).toBeInTheDocument();
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByTestId('artifact-row')).toHaveLength(3);
  });

  it('a page seen within 5 minutes is served from the cache, not fetched again', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage();
    await screen.findAllByTestId('artifact-row');
    await user.click(screen.getByTestId('artifact-kind-SARIF'));
    await waitFor(() => expect(gateway.of('ArtifactsList')).toHaveLength(2));
    await user.click(screen.getByTestId('artifact-kind-SARIF'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^$/));
    expect(await screen.findAllByTestId('artifact-row')).toHaveLength(3);
    expect(gateway.of('ArtifactsList')).toHaveLength(2);
  });
});

describe('ArtifactsPage: filters in the URL', () => {
  it('reads the filters of the URL into the query and the controls', async () => {
    const { gateway } = renderPage(defaultAnswer, `/artifacts?kind=SARIF&scan=${SCAN_A}&q=res&page=2`);
    await screen.findAllByTestId('artifact-row');
    expect(gateway.of('ArtifactsList')[0]).toEqual({ projectId: 'p1', page: 2, pageSize: 24, scanId: SCAN_A, kinds: ['SARIF'], search: 'res' });
    expect(screen.getByTestId('artifact-kind-SARIF')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Análise' })).toHaveValue(SCAN_A);
    expect(screen.getByRole('searchbox', { name: 'Buscar artefatos' })).toHaveValue('res');
  });

  it('kind chips, the scan select and a scan cell filter on the server, back on page 1', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage(defaultAnswer, '/artifacts?page=2');
    await screen.findAllByTestId('artifact-row');
    await user.click(screen.getByRole('button', { name: 'Compliance (JSON)', pressed: false }));
    await waitFor(() => expect(gateway.of('ArtifactsList').at(-1)).toMatchObject({ kinds: ['COMPLIANCE_JSON'], page: 1 }));
    await user.click(screen.getByTestId('artifact-kind-SARIF'));
    await waitFor(() => expect(gateway.of('ArtifactsList').at(-1)).toMatchObject({ kinds: ['SARIF', 'COMPLIANCE_JSON'] }));
    expect(screen.getByTestId('location')).toHaveTextContent('?kind=SARIF%2CCOMPLIANCE_JSON');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Análise' }), SCAN_B);
    await waitFor(() => expect(gateway.of('ArtifactsList').at(-1)).toMatchObject({ scanId: SCAN_B, kinds: ['SARIF', 'COMPLIANCE_JSON'] }));
    expect(screen.getByTestId('location')).toHaveTextContent(`scan=${SCAN_B}`);

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    // The unfiltered first page: asked at the start (?page=2 of a one-page list goes to page 1, spec §2), now read from the cache.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
    expect(gateway.of('ArtifactsList')).toContainEqual({ projectId: 'p1', page: 1, pageSize: 24, scanId: null, kinds: null, search: null });
    await user.click(await screen.findByRole('button', { name: 'Mostrar só os artefatos da análise bbbbbbbb' }));
    await waitFor(() => expect(gateway.of('ArtifactsList').at(-1)).toMatchObject({ scanId: SCAN_B }));
  });

  it('debounces the search by 500 ms and sends it once', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage();
    await screen.findAllByTestId('artifact-row');
    const before = gateway.of('ArtifactsList').length;
    const started = Date.now();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar artefatos' }), 'sarif');
    expect(gateway.of('ArtifactsList')).toHaveLength(before);
    await waitFor(() => expect(gateway.of('ArtifactsList').at(-1)).toMatchObject({ search: 'sarif', page: 1 }), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(gateway.of('ArtifactsList').slice(before).map((v) => v.search)).toEqual(['sarif']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=sarif'));
  });

  it('pages through 24 at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 24 }, (_, i) => artifact(`x${i}`, 'SARIF', `r${i}.sarif`));
    const { gateway } = renderPage((call) => (call.operationName === 'ArtifactsList' ? listPage(call.variables, many, 30) : defaultAnswer(call)));
    await screen.findAllByTestId('artifact-row');
    expect(screen.getByTestId('artifacts-range')).toHaveTextContent('1–24 de 30 · Página 1 de 2');
    expect(screen.getByRole('button', { name: 'Página Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próxima Página' }));
    await waitFor(() => expect(gateway.of('ArtifactsList').at(-1)).toMatchObject({ page: 2, pageSize: 24 }));
    expect(screen.getByTestId('location')).toHaveTextContent('?page=2');
    await waitFor(() => expect(screen.getByTestId('artifacts-range')).toHaveTextContent('25–30 de 30'));
  });
});

describe('ArtifactsPage: viewer', () => {
  it('opens SARIF as a tree, fetches a node when it is expanded and pages its children', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage();
    await screen.findAllByTestId('artifact-row');
    await user.click(screen.getByRole('button', { name: 'Visualizar results.sarif' }));
    const view = await screen.findByTestId('artifact-view');
    expect(await within(view).findByText('"2.1.0"')).toBeInTheDocument();
    expect(gateway.of('ArtifactTree')).toEqual([{ projectId: 'p1', artifactId: 'a1', path: '', page: 1, pageSize: 50 }]);

    const runs = within(view).getByRole('button', { name: /runs/ });
    expect(runs).toHaveAttribute('aria-expanded', 'false');
    expect(runs).toHaveTextContent('120 itens');
    await user.click(runs);
    expect(runs).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(view).getAllByTestId('artifact-tree-node')).toHaveLength(2 + 50));
    expect(gateway.of('ArtifactTree').at(-1)).toEqual({ projectId: 'p1', artifactId: 'a1', path: '/runs', page: 1, pageSize: 50 });
    expect(within(view).getByText('Mostrando 50 de 120')).toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: 'Carregar mais itens de runs' }));
    await waitFor(() => expect(within(view).getAllByTestId('artifact-tree-node')).toHaveLength(2 + 100));
    expect(gateway.of('ArtifactTree').at(-1)).toMatchObject({ path: '/runs', page: 2 });
    await user.click(within(view).getByRole('button', { name: 'Carregar mais itens de runs' }));
    await waitFor(() => expect(within(view).getAllByTestId('artifact-tree-node')).toHaveLength(2 + 120));
    expect(within(view).getByText('Mostrando 120 de 120')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: /Carregar mais/ })).not.toBeInTheDocument();

    // Collapsing and opening again reads the cache.
    const calls = gateway.of('ArtifactTree').length;
    await user.click(runs);
    await user.click(runs);
    await waitFor(() => expect(within(view).getAllByTestId('artifact-tree-node').length).toBeGreaterThan(50));
    expect(gateway.of('ArtifactTree')).toHaveLength(calls);

    // Closing gives the focus back to the button that opened the viewer.
    await user.click(screen.getByRole('button', { name: 'Fechar visualizador' }));
    await waitFor(() => expect(screen.queryByTestId('artifact-view')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Visualizar results.sarif' })).toHaveFocus());
  });

  it('shows the text view as numbered lines, paged by 200', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage();
    await screen.findAllByTestId('artifact-row');
    await user.click(screen.getByRole('button', { name: 'Visualizar findings.json' }));
    const view = await screen.findByTestId('artifact-view');
    await user.click(within(view).getByRole('button', { name: 'Texto', pressed: false }));
    await waitFor(() => expect(within(view).getAllByTestId('artifact-line')).toHaveLength(200));
    expect(gateway.of('ArtifactLines')[0]).toEqual({ projectId: 'p1', artifactId: 'a2', page: 1, pageSize: 200 });
    expect(within(view).getByTestId('artifact-lines-range')).toHaveTextContent('Linhas 1–200 de 450');
    const first = within(view).getAllByTestId('artifact-line')[0]!;
    expect(first).toHaveTextContent('1linha 1');
    expect(first).toHaveTextContent('linha cortada em 8 KB');
    await user.click(within(view).getByRole('button', { name: 'Próximas linhas' }));
    await waitFor(() => expect(within(view).getByTestId('artifact-lines-range')).toHaveTextContent('Linhas 201–400 de 450'));
    expect(within(view).getAllByTestId('artifact-line')[0]).toHaveAttribute('data-line', '201');
  });

  it('shows the view errors of the catalogue: 501 and 404', async () => {
    const user = userEvent.setup();
    renderPage((call) => (call.operationName === 'ArtifactTree' ? status(501) : call.operationName === 'ArtifactLines' ? status(404) : defaultAnswer(call)));
    await screen.findAllByTestId('artifact-row');
    await user.click(screen.getByRole('button', { name: 'Visualizar results.sarif' }));
    const view = await screen.findByTestId('artifact-view');
    expect(await within(view).findByText('Visualização inline desabilitada')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Texto' }));
    expect(await within(view).findByText('Artefato não encontrado')).toBeInTheDocument();
  });
});

describe('ArtifactsPage: download and copy link', () => {
  const origin = window.location.origin;

  it('download opens the signed URL, absolute to the origin, in a new tab', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage();
    await screen.findAllByTestId('artifact-row');
    await user.click(screen.getByRole('button', { name: 'Baixar results.sarif' }));
    await waitFor(() => expect(openedUrls()).toEqual([`${origin}/api/v1/projects/p1/artifacts/a1/download?exp=1&kid=k1&sig=abc`]));
    expect(gateway.of('SignArtifact')).toEqual([{ projectId: 'p1', artifactId: 'a1' }]);
  });

  it('signing disabled (501): the direct download path, without a warning', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(clientErrors, 'warn');
    renderPage((call) => (call.operationName === 'SignArtifact' ? status(501, 'URLs assinadas desabilitadas') : defaultAnswer(call)));
    await screen.findAllByTestId('artifact-row');
    await user.click(screen.getByRole('button', { name: 'Baixar results.sarif' }));
    await waitFor(() => expect(openedUrls()).toEqual([`${origin}/api/v1/projects/p1/artifacts/a1/download`]));
    expect(warn).not.toHaveBeenCalled();
  });

  it('another signing failure: a warning is logged and the direct path is opened', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(clientErrors, 'warn');
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage((call) => (call.operationName === 'SignArtifact' ? status(404, 'Artefato não encontrado') : defaultAnswer(call)));
    await screen.findAllByTestId('artifact-row');
    await user.click(screen.getByRole('button', { name: 'Baixar compliance.json' }));
    await waitFor(() => expect(openedUrls()).toEqual([`${origin}/api/v1/projects/p1/artifacts/a3/download`]));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Artefato não encontrado'), expect.objectContaining({ context: { artifactId: 'a3', status: 404 } }));
    expect(consoleWarn).toHaveBeenCalled();
  });

  it('copy link writes the absolute signed URL to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderPage();
    await screen.findAllByTestId('artifact-row');
    setClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copiar link de download de results.sarif' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${origin}/api/v1/projects/p1/artifacts/a1/download?exp=1&kid=k1&sig=abc`));
    expect(await screen.findByText('Link de download copiado')).toBeInTheDocument();
  });

  it('copy link with signing disabled copies the direct download URL', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderPage((call) => (call.operationName === 'SignArtifact' ? status(501) : defaultAnswer(call)));
    await screen.findAllByTestId('artifact-row');
    setClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copiar link de download de findings.json' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${origin}/api/v1/projects/p1/artifacts/a2/download`));
    expect(await screen.findByText(/URLs assinadas desabilitadas/)).toBeInTheDocument();
  });

  it('without the Clipboard API: "Clipboard API não disponível", nothing signed', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage();
    await screen.findAllByTestId('artifact-row');
    setClipboard(null);
    await user.click(screen.getByRole('button', { name: 'Copiar link de download de results.sarif' }));
    expect(await screen.findByText('Clipboard API não disponível')).toBeInTheDocument();
    expect(gateway.of('SignArtifact')).toHaveLength(0);
  });

  it('token mode: the direct download goes through fetch with the bearer token and is saved under the server\'s name', async () => {
    setAuthMode('token');
    setViewerToken('VIEW_p1_segredo');
    const user = userEvent.setup();
    const route = fileRoute('get', '/api/v1/projects/:projectId/artifacts/:artifactId/download', () => fileResponse('{"version":"2.1.0"}', { type: 'application/sarif+json', filename: 'results.sarif' }));
    server.use(route.handler);
    renderPage((call) => (call.operationName === 'SignArtifact' ? status(501) : defaultAnswer(call)), '/artifacts');
    await screen.findAllByTestId('artifact-row');
    await user.click(screen.getByRole('button', { name: 'Baixar results.sarif' }));
    await waitFor(() => expect(savedFiles()).toEqual([{ name: 'results.sarif', blob: expect.objectContaining({ size: 19 }) }]));
    expect(route.requests).toMatchObject([{ url: '/api/v1/projects/p1/artifacts/a1/download', headers: { authorization: 'Bearer VIEW_p1_segredo' } }]);
    expect(openedUrls()).toEqual([]);
  });
});
