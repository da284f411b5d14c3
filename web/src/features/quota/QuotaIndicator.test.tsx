import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { QuotaIndicator, QuotaIndicatorUsageFragment } from './QuotaIndicator';

const usage = (percent: number, warnings: string[]) =>
  makeFragmentData({ __typename: 'UsageSummary', used: percent * 10, limit: 1000, percent, warnings }, QuotaIndicatorUsageFragment);

describe('QuotaIndicator', () => {
  it('when the usage has warnings, then they are shown with the bar', () => {
    render(<QuotaIndicator usage={usage(96, ['Cota quase esgotada: 96% usado'])} />);
    expect(screen.getByRole('list', { name: 'Avisos de cota' })).toHaveTextContent('Cota quase esgotada: 96% usado');
    expect(screen.getByRole('progressbar', { name: 'Uso da cota mensal' })).toBeInTheDocument();
  });

  it('when there are no warnings, then no list is shown', () => {
    render(<QuotaIndicator usage={usage(10, [])} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('when the organisation used more than its quota, then the percentage over 100 is shown and announced as such', () => {
    render(<QuotaIndicator usage={makeFragmentData({ __typename: 'UsageSummary', used: 10, limit: 6, percent: 166.7, warnings: [] }, QuotaIndicatorUsageFragment)} />);
    expect(screen.getByText('Cota 167%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uso da cota mensal' })).toHaveAttribute('aria-valuetext', '10 de 6 unidades usadas neste mês (167%)');
    expect(screen.getByText(/^Cota esgotada: sua organização usou 167%/)).toBeInTheDocument();
  });
});
