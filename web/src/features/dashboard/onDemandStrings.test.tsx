import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupPrimeReactLocale } from '../../lib/primereact';
import { i18n, LANGUAGE } from '../../lib/i18n';
import { renderApp } from '../../test/renderApp';
import { answerByOperation } from '../../test/mocks/handlers/gateway';
import { findingAnswer, findingDetailAnswer, findingNode, findingsPageAnswer, findingTriage } from '../../test/findings';
import DashboardPage from './DashboardPage';

const page = () => findingsPageAnswer([findingNode(1, { triage: findingTriage(1) }), findingNode(2, { triage: findingTriage(2) })]);

beforeAll(() => setupPrimeReactLocale());

/**
 * test/setup.ts loads every lazy namespace up front; here the dashboard starts without
 * dashboard-on-demand, as in the app, and its on-demand parts must bring it before they render.
 */
describe('the dashboard parts loaded on demand bring their strings', () => {
  it('row details and the bulk bar render in Portuguese, with no raw keys', async () => {
    i18n.removeResourceBundle(LANGUAGE, 'dashboard-on-demand');
    const user = userEvent.setup();
    renderApp(<DashboardPage tenantId="t1" projectId="p1" projectName="Portal PIX" />, {
      path: '/dashboard',
      graphql: answerByOperation({ DashboardFindings: page, FindingTriage: () => findingDetailAnswer(findingTriage(1)), FindingDetails: findingAnswer() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mostrar detalhes de src/pix/a1.ts:1:1' }));
    const panel = await screen.findByTestId('finding-triage');
    expect(within(panel).getByRole('button', { name: 'Salvar triagem' })).toBeInTheDocument();
    expect(screen.getByText('Citações legais')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os achados da página' }));
    const bar = await screen.findByTestId('bulk-triage');
    expect(within(bar).getByText('2 achados selecionados')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/triage\.(panel|bulk)\.|details\.|deadlines\.(owner|bulk)\./);
  });
});
