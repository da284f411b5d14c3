import { Chart } from 'primereact/chart';

export interface OverviewChartProps {
  type: 'bar' | 'doughnut';
  /** What the chart shows, for screen readers (the same numbers are in the table beside it). */
  label: string;
  labels: string[];
  datasets: { label: string; data: number[]; backgroundColor: string | string[] }[];
  horizontal?: boolean;
  testId: string;
}

/** PrimeReact's Chart (chart.js, loaded with the chart) with the overview's defaults. */
export function OverviewChart({ type, label, labels, datasets, horizontal, testId }: OverviewChartProps) {
  const options = {
    maintainAspectRatio: false,
    animation: false,
    indexAxis: horizontal ? 'y' : 'x',
    // PrimeReact names the canvas (role img) after the title; passing its ariaLabel prop would also
    // leak it onto the wrapper div as an invalid attribute.
    plugins: { legend: { position: 'bottom' }, title: { display: false, text: label } },
    locale: 'pt-BR',
  };
  return (
    <div className="admin-chart" data-testid={testId}>
      <Chart type={type} data={{ labels, datasets }} options={options} />
    </div>
  );
}
