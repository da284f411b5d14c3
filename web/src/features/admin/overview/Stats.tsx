import type { ReactNode } from 'react';

export interface Stat {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** A block of figures, each a term and its value (the overview's queue, scan speed and security counts). */
export function Stats({ stats, testId }: { stats: readonly Stat[]; testId?: string }) {
  return (
    <dl className="admin-stats" data-testid={testId}>
      {stats.map((stat) => (
        <div key={stat.label} data-testid={stat.testId}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
