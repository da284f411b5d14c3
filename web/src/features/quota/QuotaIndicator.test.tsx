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
});
