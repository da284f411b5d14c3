import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../../../gql';
import { useVisiblePolling } from '../../../../lib/apollo';
import { formatNumber } from '../../../../lib/format';
import { AdminPerformanceQuery, AdminRouteLatencyFragment } from '../api/performance';
import { OverviewChart } from '../charts/OverviewChart';
import { SERIES } from '../charts/colors';
import { Section } from '../Section';
import { Stats } from '../Stats';
import { MemoryChart, type ProcessHeap } from './MemoryChart';
import { RouteLatencyTable } from './RouteLatencyTable';

type Window = 'last5Minutes' | 'last60Minutes';
/** The queue and scan-speed figures, by their label's key. */
type FigureKey = 'queueDepth' | 'tenantQueued' | 'tenantRunning' | 'sse' | 'completed' | 'p50Seconds' | 'p95Seconds' | 'linesPerSecond';
/** The busiest routes only: a chart of every route would be unreadable. */
const CHART_ROUTES = 8;

/** Latency per route (p50/p95/p99 and rate over 5 or 60 minutes), queue, scan speed, SSE and memory. */
export function PerformanceSection({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('admin-overview');
  const [window, setWindow] = useState<Window>('last5Minutes');
  const pollInterval = useVisiblePolling();
  const { data, error } = useQuery(AdminPerformanceQuery, { variables: { tenantId }, pollInterval });
  const perf = data?.performanceMetrics?.performanceMetrics ?? null;
  const memory = data?.performanceMetrics?.memory ?? null;
  // Every process that runs scans, from its heartbeat; the answering control plane when none does.
  const beating = data?.performanceMetrics?.processes ?? [];
  const kindName = (kind: string) => (kind === 'api' || kind === 'worker' ? t(`performance.kind.${kind}`) : kind);
  const heaps: ProcessHeap[] = beating.length
    ? beating.map((p) => ({ name: t('performance.processName', { kind: kindName(p.kind), hostname: p.hostname, pid: p.pid }), heapUsed: p.heapUsed, heapTotal: p.heapTotal, rss: p.rss }))
    : memory
      ? [{ name: t('performance.thisProcess'), heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, rss: memory.rss }]
      : [];
  const rows = [...getFragmentData(AdminRouteLatencyFragment, perf?.[window] ?? [])].sort((a, b) => b.requests - a.requests);
  const charted = rows.slice(0, CHART_ROUTES);
  const windowName = window === 'last5Minutes' ? t('performance.last5') : t('performance.last60');
  const seconds = (value: number | null | undefined) =>
    value === null || value === undefined ? t('performance.none') : t('performance.seconds', { value: formatNumber(value, { maximumFractionDigits: 1 }) });
  const scannedLines = perf?.scans.linesPerSecond;
  const linesPerSecond = scannedLines === null || scannedLines === undefined ? t('performance.none') : formatNumber(Math.round(scannedLines));

  const figure = (key: FigureKey, value: string) => ({ label: t(`performance.${key}`), value });

  const windowChoice = (
    <div className="admin-toggle" role="group" aria-label={t('performance.window')}>
      {(['last5Minutes', 'last60Minutes'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`p-button p-button-sm ${window === option ? '' : 'p-button-outlined'}`}
          aria-pressed={window === option}
          onClick={() => setWindow(option)}
        >
          {option === 'last5Minutes' ? t('performance.last5') : t('performance.last60')}
        </button>
      ))}
    </div>
  );

  return (
    <Section title={t('performance.title')} testId="admin-performance" failed={Boolean(error)} actions={windowChoice}>
      {perf ? (
        <>
          {rows.length ? (
            <>
              <OverviewChart
                type="bar"
                testId="admin-latency-chart"
                label={t('performance.latencyChart', { window: windowName })}
                labels={charted.map((row) => `${row.method} ${row.route}`)}
                datasets={[
                  { label: t('performance.p50'), data: charted.map((row) => row.p50Ms), backgroundColor: SERIES[0] },
                  { label: t('performance.p95'), data: charted.map((row) => row.p95Ms), backgroundColor: SERIES[1] },
                  { label: t('performance.p99'), data: charted.map((row) => row.p99Ms), backgroundColor: SERIES[2] },
                ]}
                horizontal
              />
              <RouteLatencyTable rows={rows} caption={t('performance.latencyChart', { window: windowName })} />
            </>
          ) : (
            <p className="admin-muted">{t('performance.noRequests')}</p>
          )}
          <div className="admin-perf-grid">
            <Stats
              testId="admin-queue"
              stats={[figure('queueDepth', formatNumber(perf.queue.depth)), figure('tenantQueued', formatNumber(perf.queue.tenantQueued)), figure('tenantRunning', formatNumber(perf.queue.tenantRunning)), figure('sse', formatNumber(perf.sseConnections))]}
            />
            <div>
              <h3 className="admin-subtitle">{t('performance.scans')}</h3>
              <Stats
                testId="admin-scan-speed"
                stats={[figure('completed', formatNumber(perf.scans.completed)), figure('p50Seconds', seconds(perf.scans.p50Seconds)), figure('p95Seconds', seconds(perf.scans.p95Seconds)), figure('linesPerSecond', linesPerSecond)]}
              />
            </div>
            {heaps.length ? <MemoryChart processes={heaps} /> : null}
          </div>
          <p className="admin-muted">{t('performance.uptime', { minutes: formatNumber(Math.floor(perf.uptimeSeconds / 60)) })}</p>
        </>
      ) : null}
    </Section>
  );
}
