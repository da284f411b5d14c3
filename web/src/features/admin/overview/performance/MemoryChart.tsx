import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../lib/format';
import { OverviewChart } from '../charts/OverviewChart';
import { SERIES } from '../charts/colors';

export interface ProcessHeap {
  name: string;
  heapUsed: number;
  heapTotal: number;
  rss: number;
}

const MB = 2 ** 20;

/** heapUsed and heapTotal of each process (MB), with the same figures as text. */
export function MemoryChart({ processes }: { processes: readonly ProcessHeap[] }) {
  const { t } = useTranslation('admin-overview');
  const summary = processes.map((p) => t('performance.processHeap', { name: p.name, used: formatBytes(p.heapUsed), total: formatBytes(p.heapTotal), rss: formatBytes(p.rss) }));
  return (
    <div data-testid="admin-memory">
      <h3 className="admin-subtitle">{t('performance.memory')}</h3>
      <OverviewChart
        type="bar"
        testId="admin-memory-chart"
        label={t('performance.memoryChart', { list: summary.join('; ') })}
        labels={processes.map((p) => p.name)}
        datasets={[
          { label: t('performance.heapUsed'), data: processes.map((p) => Math.round((p.heapUsed / MB) * 10) / 10), backgroundColor: SERIES[0] },
          { label: t('performance.heapTotal'), data: processes.map((p) => Math.round((p.heapTotal / MB) * 10) / 10), backgroundColor: SERIES[3] },
        ]}
      />
      <ul className="admin-list">
        {summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
