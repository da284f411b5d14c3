import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { print } from 'graphql';
import { ADMIN_POLL_MS } from '../../../lib/apollo';
import { setAuthMode, setCsrfToken } from '../../../lib/credentials';
import { setupPrimeReactLocale } from '../../../lib/primereact';
import { renderApp } from '../../../test/renderApp';
import { setVisibility } from '../../../test/visibility';
import { answerByOperation, type Answer, type OperationAnswers } from '../../../test/mocks/handlers/gateway';
import { AdminClearCachesMutation, AdminRotateKeysMutation } from './api/maintenance';
import AdminOverviewPage from './AdminOverviewPage';

const TENANT = 't-1';
const PROJECTS = [
  { id: 'p-bank', name: 'Internet Banking' },
  { id: 'p-pix', name: 'API Pix' },
];

const check = (status: string, extra: Record<string, unknown>) => ({ status, ...extra });
const health = (status: string, workers = 'OK') => ({
  data: {
    health: {
      __typename: 'Health',
      status,
      time: '2026-11-24T12:00:00Z',
      version: '1.0.0',
      checks: {
        __typename: 'HealthChecks',
        database: { __typename: 'DatabaseHealth', ...check('OK', { latencyMs: 3 }) },
        queue: { __typename: 'QueueHealth', ...check('OK', { depth: 2, activeJobs: 1 }) },
        workers: { __typename: 'WorkersHealth', ...check(workers, { alive: 1, silent: workers === 'OK' ? 0 : 1, concurrency: 2, lastSeenAt: null }) },
        storage: { __typename: 'StorageHealth', ...check('OK', { writable: true, freeBytes: 5 * 2 ** 30, totalBytes: 10 * 2 ** 30, minFreeBytes: 2 ** 20 }) },
        smtp: { __typename: 'SmtpHealth', ...check('NOT_CONFIGURED', { latencyMs: null, error: null }) },
        signingKey: { __typename: 'SigningKeyHealth', ...check('OK', { ageDays: 12, rotationDays: 90, createdAt: '2026-11-12T00:00:00Z' }) },
      },
    },
  },
});

const route = (method: string, path: string, requests: number, p50Ms: number) => ({
  __typename: 'RouteLatency',
  method,
  route: path,
  requests,
  errors: 0,
  p50Ms,
  p95Ms: p50Ms * 2,
  p99Ms: p50Ms * 3,
  ratePerSecond: requests / 300,
});
const performance = {
  data: {
    performanceMetrics: {
      __typename: 'PerformanceResponse',
      memory: { __typename: 'ProcessMemory', heapUsed: 50 * 2 ** 20, heapTotal: 80 * 2 ** 20, rss: 150 * 2 ** 20 },
      processes: [
        { __typename: 'ProcessMemorySample', workerId: 'api-1', kind: 'api', hostname: 'cp-1', pid: 100, heapUsed: 50 * 2 ** 20, heapTotal: 80 * 2 ** 20, rss: 150 * 2 ** 20 },
        { __typename: 'ProcessMemorySample', workerId: 'w-1', kind: 'worker', hostname: 'worker-1', pid: 200, heapUsed: 30 * 2 ** 20, heapTotal: 40 * 2 ** 20, rss: 90 * 2 ** 20 },
      ],
      performanceMetrics: {
        __typename: 'PerformanceMetrics',
        scope: 'process',
        uptimeSeconds: 3600,
        sseConnections: 4,
        last5Minutes: [route('GET', '/api/v1/projects/:projectId/artifacts', 30, 12)],
        last60Minutes: [route('GET', '/api/v1/projects/:projectId/artifacts', 300, 10), route('POST', '/api/v1/scans', 20, 80)],
        queue: { __typename: 'ScanQueueLoad', depth: 3, runningHere: 1, tenantQueued: 2, tenantRunning: 1 },
        scans: { __typename: 'ScanSpeed', completed: 7, averageSeconds: 12, p50Seconds: 10, p95Seconds: 30.5, linesPerSecond: 2450.4 },
      },
    },
  },
};

const security = {
  data: {
    securityStatus: {
      __typename: 'SecurityStatusResponse',
      securityStatus: {
        __typename: 'SecurityStatus',
        since: '2026-11-23T12:00:00Z',
        until: '2026-11-24T12:00:00Z',
        requests: { __typename: 'RefusedRequestCounts', failedSignIns: 17, rateLimitedSignIns: 3, csrfRefusals: 1, unauthorized: 40, forbidden: 6 },
        blockedIps: [{ __typename: 'BlockedIp', id: 'b-1' }],
        expiringTokens: [{ __typename: 'ExpiringToken', id: 'tk-1', name: 'CI temporário', kind: 'RUN', prefix: 'RUN_ab12', expiresAt: '2026-11-27T12:00:00Z' }],
        signingKey: { __typename: 'SigningKeyHealth', status: 'OK', ageDays: 12, rotationDays: 90 },
      },
    },
  },
};

const alert = (id: string, severity: string, title: string, resolved = false) => ({
  __typename: 'Alert',
  id,
  kind: 'signin_failures',
  severity,
  title,
  message: `${title}: detalhes`,
  subject: '203.0.113.77',
  occurrences: 2,
  createdAt: '2026-11-24T10:00:00Z',
  lastSeenAt: '2026-11-24T11:00:00Z',
  resolvedAt: resolved ? '2026-11-24T11:30:00Z' : null,
  resolvedBy: resolved ? 'admin@demo.local' : null,
  resolvedReason: resolved ? 'Endereço bloqueado' : null,
});
function alerts(variables: Record<string, unknown>): Answer {
  const all = [alert('a-1', 'CRITICAL', 'Scan com achados críticos'), alert('a-2', 'HIGH', 'Logins falhos repetidos'), alert('a-3', 'MEDIUM', 'Cota acima de 80%', true)];
  const severities = variables.severity as string[] | null | undefined;
  const shown = all.filter((a) => (variables.includeResolved || !a.resolvedAt) && (!severities?.length || severities.includes(a.severity)));
  return {
    data: {
      alerts: {
        __typename: 'AlertList',
        alerts: shown,
        alertsSummary: { __typename: 'AlertsSummary', open: 2, critical: 1, high: 1, medium: 0, low: 0, info: 0 },
      },
    },
  };
}

const blockedIps = (entries: { ip: string; reason: string }[]) => ({
  data: {
    blockedIps: {
      __typename: 'BlockedIpList',
      blockedIps: entries.map((entry, index) => ({
        __typename: 'BlockedIp',
        id: `b-${index + 1}`,
        ...entry,
        createdAt: '2026-11-24T09:00:00Z',
        createdBy: 'admin@demo.local',
        expiresAt: null,
      })),
    },
  },
});

const usage = {
  data: {
    usageSummary: {
      __typename: 'UsageSummary',
      tenantId: TENANT,
      month: '2026-11',
      used: 850,
      limit: 1000,
      percent: 85,
      byProject: [
        { __typename: 'ProjectUsage', projectId: 'p-pix', units: 250, scans: 3 },
        { __typename: 'ProjectUsage', projectId: 'p-bank', units: 600, scans: 9 },
      ],
    },
  },
};

type Overrides = OperationAnswers;

/** The gateway answering every /admin query, with per-operation overrides. */
function gateway(overrides: Overrides = {}) {
  let blocked = [{ ip: '198.51.100.0/24', reason: 'Força bruta' }];
  const defaults: Overrides = {
    AdminHealth: () => health('OK'),
    AdminPerformance: () => performance,
    AdminSecurityStatus: () => security,
    AdminAlerts: (call) => alerts(call.variables),
    AdminBlockedIps: () => blockedIps(blocked),
    AdminUsage: () => usage,
    AdminBlockIp: (call) => {
      blocked = [...blocked, { ip: call.variables.ip as string, reason: call.variables.reason as string }];
      return { data: { blockIp: { __typename: 'BlockedIp', id: `b-${blocked.length}`, ip: call.variables.ip } } };
    },
    AdminUnblockIp: (call) => {
      blocked = blocked.filter((entry) => entry.ip !== call.variables.ip);
      return { data: { unblockIp: { __typename: 'SuccessResponse', success: true } } };
    },
    AdminResolveAlert: (call) => ({
      data: { resolveAlert: { __typename: 'Alert', id: call.variables.alertId, resolvedAt: '2026-11-24T12:00:00Z', resolvedBy: 'admin@demo.local', resolvedReason: call.variables.reason } },
    }),
    AdminRotateKeys: () => ({ data: { rotateSigningKeys: { __typename: 'RotateKeysResult', kid: 'k-novo', createdAt: '2026-11-24T12:00:00Z', retiredKid: 'k-velho', retiredKeyValidUntil: null } } }),
    AdminClearCaches: () => ({ data: { clearCaches: { __typename: 'ClearCachesResult', cleared: ['blocked-addresses', 'signing-keys'] } } }),
  };
  return answerByOperation(defaults, overrides);
}

function renderOverview(overrides: Overrides = {}) {
  return renderApp(<AdminOverviewPage tenantId={TENANT} projects={PROJECTS} />, { path: '/admin', graphql: gateway(overrides) });
}

const section = (testId: string) => within(screen.getByTestId(testId));

beforeAll(() => setupPrimeReactLocale());
afterEach(() => {
  setAuthMode('anonymous');
  setCsrfToken(null);
});

describe('/admin polling', () => {
  const POLLED = ['AdminHealth', 'AdminAlerts', 'AdminPerformance', 'AdminSecurityStatus', 'AdminBlockedIps', 'AdminUsage'];
  /** How many times the gateway was asked each polled query. */
  const asked = (view: ReturnType<typeof renderOverview>) => POLLED.map((name) => view.of(name).length);

  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('asks again every 30 s while the tab is shown, nothing while it is hidden, and again once it is shown', async () => {
    // The clock also runs on its own, so the first answers arrive as they do with real timers.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderOverview();
    await waitFor(() => expect(asked(view)).toEqual([1, 1, 1, 1, 1, 1]));
    await section('admin-usage').findByTestId('admin-usage-total');
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    await wait(ADMIN_POLL_MS);
    await waitFor(() => expect(asked(view)).toEqual([2, 2, 2, 2, 2, 2]));

    act(() => setVisibility('hidden'));
    await wait(ADMIN_POLL_MS * 2);
    expect(asked(view)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(view.calls).toHaveLength(12);

    act(() => setVisibility('visible'));
    await wait(ADMIN_POLL_MS);
    await waitFor(() => expect(asked(view)).toEqual([3, 3, 3, 3, 3, 3]));
    expect(view.calls).toHaveLength(18);
  });
});

describe('/admin health', () => {
  it("shows the overall status as 'Desconhecido' until the first answer, then each dependency", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const pending = new Promise<Answer>((resolve) => {
      answer = resolve;
    });
    const view = renderOverview({ AdminHealth: () => pending });
    const overall = await screen.findByTestId('admin-health-overall');
    expect(overall).toHaveTextContent('Status geral: Desconhecido');
    expect(overall).toHaveAttribute('data-status', 'unknown');

    answer(health('DEGRADED', 'DEGRADED'));
    await waitFor(() => expect(screen.getByTestId('admin-health-overall')).toHaveAttribute('data-status', 'degraded'));
    expect(screen.getByTestId('admin-health-overall')).toHaveTextContent('Status geral: Degradado');
    expect(screen.getByTestId('admin-health-workers')).toHaveTextContent('Degradado');
    expect(screen.getByTestId('admin-health-workers')).toHaveTextContent('1 ativos, 1 sem sinal, capacidade 2');
    expect(screen.getByTestId('admin-health-storage')).toHaveTextContent('5 GB livres de 10 GB');
    expect(screen.getByTestId('admin-health-smtp')).toHaveTextContent('Não configurado');
    expect(screen.getByTestId('admin-health-signingKey')).toHaveTextContent('12 dias de 90 permitidos');
    expect(view.of('AdminHealth')[0]?.variables).toEqual({ tenantId: TENANT });
  });

  it('says a section failed to load, and the others still show', async () => {
    renderOverview({ AdminHealth: () => ({ errors: [{ message: 'Acesso negado', extensions: { status: 403 } }] }) });
    expect(await section('admin-health').findByRole('alert')).toHaveTextContent('Não foi possível carregar esta seção');
    expect(screen.getByTestId('admin-health-overall')).toHaveTextContent('Desconhecido');
    expect(await section('admin-usage').findByTestId('admin-usage-total')).toBeInTheDocument();
  });
});

describe('/admin performance', () => {
  it('lists each route template with p50/p95/p99 and rate, and switches between 5 and 60 minutes', async () => {
    const user = userEvent.setup();
    renderOverview();
    const routes = await screen.findByTestId('admin-routes');
    expect(within(routes).getAllByRole('row')).toHaveLength(2);
    const row = within(routes).getByRole('row', { name: /GET \/api\/v1\/projects\/:projectId\/artifacts/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['30', '0,1', '12', '24', '36', '0']);
    expect(screen.getByRole('img', { name: 'Latência por rota (ms), Últimos 5 minutos' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Últimos 60 minutos' }));
    expect(screen.getByRole('button', { name: 'Últimos 60 minutos' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('admin-routes')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Latência por rota (ms), Últimos 60 minutos' })).toBeInTheDocument();
  });

  it('shows the queue, SSE connections, scan durations and speed, and the heap of every process', async () => {
    renderOverview();
    const queue = await screen.findByTestId('admin-queue');
    expect(queue).toHaveTextContent('Scans na fila (instalação)3');
    expect(queue).toHaveTextContent('Conexões SSE abertas4');
    const speed = screen.getByTestId('admin-scan-speed');
    expect(speed).toHaveTextContent('Concluídos7');
    expect(speed).toHaveTextContent('Duração p9530,5 s');
    expect(speed).toHaveTextContent('Linhas por segundo2.450');
    const memory = screen.getByTestId('admin-memory');
    expect(within(memory).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'control plane cp-1 (pid 100): heap usado 50 MB de 80 MB, RSS 150 MB',
      'worker worker-1 (pid 200): heap usado 30 MB de 40 MB, RSS 90 MB',
    ]);
    expect(within(memory).getByRole('img', { name: /^Heap por processo: control plane cp-1 \(pid 100\).*; worker worker-1/ })).toBeInTheDocument();
  });

  it('without a process running scans, shows the heap of the control plane that answered', async () => {
    const answer = structuredClone(performance);
    answer.data.performanceMetrics.processes = [];
    renderOverview({ AdminPerformance: () => answer });
    const memory = await screen.findByTestId('admin-memory');
    expect(within(memory).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['control plane (este processo): heap usado 50 MB de 80 MB, RSS 150 MB']);
  });
});

describe('/admin security status', () => {
  it('counts refused requests of the last 24 hours, blocked addresses and tokens close to expiry', async () => {
    renderOverview();
    expect(await screen.findByTestId('admin-security-failedSignIns')).toHaveTextContent('Logins falhos17');
    expect(screen.getByTestId('admin-security-csrfRefusals')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-security-forbidden')).toHaveTextContent('Respostas 4036');
    expect(screen.getByTestId('admin-security-blocked')).toHaveTextContent('Endereços bloqueados1');
    expect(screen.getByTestId('admin-expiring-tokens')).toHaveTextContent('CI temporário (RUN_ab12…) expira em 27/11/2026');
  });
});

describe('/admin alerts', () => {
  it('summarises open alerts and filters by severity and resolved', async () => {
    const user = userEvent.setup();
    const view = renderOverview();
    expect(await screen.findByTestId('admin-alerts-summary')).toHaveTextContent('2 abertos: 1 críticos, 1 altos, 0 médios, 0 baixos');
    expect(await screen.findAllByTestId('admin-alert-row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Crítica' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-alert-row')).toHaveLength(1));
    expect(view.of('AdminAlerts').at(-1)?.variables).toMatchObject({ severity: ['CRITICAL'], includeResolved: false });

    await user.click(screen.getByRole('button', { name: 'Crítica' }));
    await user.click(screen.getByLabelText('Incluir resolvidos'));
    await waitFor(() => expect(screen.getAllByTestId('admin-alert-row')).toHaveLength(3));
    expect(view.of('AdminAlerts').at(-1)?.variables).toMatchObject({ severity: null, includeResolved: true });
    expect(screen.getByText(/^Resolvido por admin@demo.local em 24\/11\/2026.*: Endereço bloqueado$/)).toBeInTheDocument();
  });

  it('resolves an alert only with a reason, which is sent to the server', async () => {
    setAuthMode('session');
    setCsrfToken('csrf-123');
    const user = userEvent.setup();
    const view = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Resolver o alerta Logins falhos repetidos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver alerta' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolver alerta' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Informe o motivo.');
    expect(view.of('AdminResolveAlert')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Motivo'), 'Endereço bloqueado no firewall');
    await user.click(within(dialog).getByRole('button', { name: 'Resolver alerta' }));
    await waitFor(() => expect(view.of('AdminResolveAlert')).toHaveLength(1));
    expect(view.of('AdminResolveAlert')[0]?.variables).toEqual({ tenantId: TENANT, alertId: 'a-2', reason: 'Endereço bloqueado no firewall' });
    expect(await screen.findByText('Alerta resolvido.')).toBeInTheDocument();
  });
});

describe('/admin blocked IPs', () => {
  it('blocks an address with a reason and lists it; a refusal shows the server message', async () => {
    setAuthMode('session');
    setCsrfToken('csrf-123');
    const user = userEvent.setup();
    const view = renderOverview();
    expect(await screen.findAllByTestId('admin-blocked-row')).toHaveLength(1);
    const blocked = section('admin-blocked');

    await user.click(blocked.getByRole('button', { name: 'Bloquear' }));
    expect(blocked.getByRole('alert')).toHaveTextContent('Informe o endereço e o motivo.');

    await user.type(blocked.getByLabelText('Endereço IP ou bloco CIDR'), '203.0.113.7');
    await user.type(blocked.getByLabelText('Motivo'), 'Varredura de portas');
    await user.click(blocked.getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-blocked-row')).toHaveLength(2));
    expect(view.of('AdminBlockIp')[0]?.variables).toEqual({ tenantId: TENANT, ip: '203.0.113.7', reason: 'Varredura de portas', expiresAt: null });
    expect(blocked.getByRole('row', { name: /203\.0\.113\.7/ })).toHaveTextContent('Varredura de portas');
    expect(blocked.getByLabelText('Endereço IP ou bloco CIDR')).toHaveValue('');
  });

  it('shows the control plane message when it refuses the block', async () => {
    const user = userEvent.setup();
    renderOverview({
      AdminBlockIp: () => ({
        errors: [{ message: 'Você não pode bloquear o endereço que você está usando (127.0.0.1).', extensions: { status: 422, code: 'VALIDATION_ERROR', field: 'ip' } }],
      }),
    });
    const blocked = within(await screen.findByTestId('admin-blocked'));
    await user.type(blocked.getByLabelText('Endereço IP ou bloco CIDR'), '127.0.0.0/8');
    await user.type(blocked.getByLabelText('Motivo'), 'engano');
    await user.click(blocked.getByRole('button', { name: 'Bloquear' }));
    expect(await blocked.findByRole('alert')).toHaveTextContent('Não foi possível bloquear: Você não pode bloquear o endereço que você está usando (127.0.0.1).');
  });

  it('unblocks through the confirm dialog', async () => {
    const user = userEvent.setup();
    const view = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Desbloquear 198.51.100.0/24' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(view.of('AdminUnblockIp')).toHaveLength(1));
    expect(view.of('AdminUnblockIp')[0]?.variables).toEqual({ tenantId: TENANT, ip: '198.51.100.0/24' });
    expect(await section('admin-blocked').findByText('Nenhum endereço bloqueado.')).toBeInTheDocument();
  });
});

describe('/admin usage', () => {
  it("shows the month's units per project against the quota", async () => {
    renderOverview();
    expect(await screen.findByTestId('admin-usage-total')).toHaveTextContent('850 de 1.000 unidades de análise em 2026-11 (85%)');
    const table = screen.getByTestId('admin-usage-table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['ProjetoUnidadesScansDa cota', 'Internet Banking600960%', 'API Pix250325%']);
    expect(screen.getByRole('img', { name: 'Unidades por projeto em 2026-11, cota de 1.000' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-usage')).toHaveAttribute('id', 'uso');
  });
});

describe('/admin key rotation and cache clear', () => {
  it('both calls carry confirm: "yes"', () => {
    expect(print(AdminRotateKeysMutation)).toContain('input: {confirm: "yes"}');
    expect(print(AdminClearCachesMutation)).toContain('input: {confirm: "yes"}');
  });

  it('rotates the keys only after Confirmar, and clears the caches the same way', async () => {
    const user = userEvent.setup();
    const view = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Rotacionar chaves' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rotacionar chaves de assinatura?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.of('AdminRotateKeys')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rotacionar chaves' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Chaves rotacionadas. Nova chave: k-novo.')).toBeInTheDocument();
    expect(view.of('AdminRotateKeys')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Limpar caches' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Caches limpos: endereços bloqueados, chaves de assinatura.')).toBeInTheDocument();
    expect(view.of('AdminClearCaches')).toHaveLength(1);
  });
});
