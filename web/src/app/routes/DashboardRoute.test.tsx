import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { forgetFreshness } from '../../lib/apollo';
import { setupPrimeReactLocale } from '../../lib/primereact';
import { renderApp } from '../../test/renderApp';
import { answerByOperation } from '../../test/mocks/handlers/gateway';
import { ScanStatusProvider, SCAN_POLL_MS } from '../../features/scans';
import DashboardRoute from './DashboardRoute';

const project = { id: 'p1', name: 'Portal PIX', tenantId: 't1' };

/** A completed scan as the status query answers it. */
function completedScan(scanId: string, findingsCount: number, finishedAt: string) {
  return {
    __typename: 'ScanStatus', scanId, projectId: 'p1', hasInProgress: false, progress: 100, stage: 'COMPLETED',
    startedAt: finishedAt, finishedAt, estimatedCompletion: null, etaSeconds: null, canResume: false,
    filesTotal: 3, filesScanned: 3, findingsCount, error: null, filesSkippedCount: 0, filesSkipped: [],
  };
}

/** The latest scan's first page: only its summary's total matters here. */
function latestPage(scanId: string, total: number, finishedAt: string) {
  const count = (key: string, n: number) => ({ __typename: 'CountByKey', key, count: n });
  return {
    __typename: 'FindingsPage', scanId, scanFinishedAt: finishedAt, page: 1, pageSize: 50,
    summary: { __typename: 'FindingsSummary', total, totalIsEstimate: false, bySeverity: [count('high', total)], byFramework: [count('security', total)] },
    findings: [],
  };
}

beforeEach(() => {
  forgetFreshness();
  setupPrimeReactLocale();
});
afterEach(() => vi.useRealTimers());

describe('/dashboard: one truth with the scan status', () => {
  it('when a scan starts and ends between two polls, then the toast shows and the summary and table move to it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = { scan: completedScan('s1', 37, '2026-11-29T01:16:00Z'), page: latestPage('s1', 37, '2026-11-29T01:16:00Z') };
    renderApp(
      <ScanStatusProvider tenantId="t1" projectId="p1">
        <DashboardRoute />
      </ScanStatusProvider>,
      {
        path: '/dashboard',
        workspace: { selectedProject: project },
        graphql: answerByOperation({
          ScanStatus: () => ({ data: { scanStatus: server.scan } }),
          DashboardFindings: () => ({ data: { latestFindings: server.page } }),
        }),
      },
    );
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('37');
    expect(await screen.findByText(/Achados: 37/)).toBeInTheDocument();

    // A CI scan ran in under a second: the next poll sees only its completed status.
    server.scan = completedScan('s2', 370, '2026-11-29T01:26:00Z');
    server.page = latestPage('s2', 370, '2026-11-29T01:26:00Z');
    await act(() => vi.advanceTimersByTimeAsync(SCAN_POLL_MS));

    expect(await screen.findByText('Scan concluído! Atualizando dashboard...')).toBeInTheDocument();
    expect(await screen.findByText(/Achados: 370/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('370'));
    expect(screen.getByRole('navigation', { name: 'Paginação dos achados' })).toHaveTextContent(/de 370/);
  });

  it('when the page on screen is of an older scan than the status names, then it is fetched again without a toast', async () => {
    const server = { scan: completedScan('s2', 370, '2026-11-29T01:26:00Z'), page: latestPage('s1', 37, '2026-11-29T01:16:00Z') };
    const view = renderApp(
      <ScanStatusProvider tenantId="t1" projectId="p1">
        <DashboardRoute />
      </ScanStatusProvider>,
      {
        path: '/dashboard',
        workspace: { selectedProject: project },
        graphql: answerByOperation({
          ScanStatus: () => ({ data: { scanStatus: server.scan } }),
          DashboardFindings: () => {
            const page = server.page;
            server.page = latestPage('s2', 370, '2026-11-29T01:26:00Z');
            return { data: { latestFindings: page } };
          },
        }),
      },
    );
    await waitFor(() => expect(view.of('DashboardFindings')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('370'));
    expect(screen.queryByText('Scan concluído! Atualizando dashboard...')).toBeNull();
  });
});
