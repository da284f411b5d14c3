import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupPrimeReactLocale } from '../../../lib/primereact';
import { renderApp } from '../../../test/renderApp';
import { answerByOperation, type Answer, type GatewayCall } from '../../../test/mocks/handlers/gateway';
import { findingAnswer, findingDetailAnswer, findingNode, findingsPageAnswer, findingTriage, inDays } from '../../../test/findings';
import DashboardPage from '../DashboardPage';

/** Finding 1 is new in this scan; both are due in 87 days. */
const triage = (i: number, state = 'OPEN') => findingTriage(i, { state, baseline: i === 1 ? 'NEW' : 'UNCHANGED', dueAt: inDays(87) });
const page = (): Answer =>
  findingsPageAnswer([findingNode(1, { triage: triage(1) }), findingNode(2, { triage: triage(2) })], {
    tracking: { __typename: 'ScanTracking', branch: 'main', new: 1, unchanged: 1, fixed: 4, reintroduced: 0 },
  });

/** The gateway's side: a triage answer changes what the details read next, as the server does. */
let savedState = 'OPEN';

const detail = (): Answer => findingDetailAnswer(triage(1, savedState));

const triaged = (call: GatewayCall): Answer => {
  const input = call.variables.input as { state: string; reason?: string };
  savedState = input.state;
  return { data: { triageFinding: { __typename: 'FindingTriage', trackedId: 't1', state: input.state, stateReason: input.reason ?? null, riskExpiresAt: null, dueAt: null, overdue: false } } };
};

function renderDashboard(overrides: Parameters<typeof answerByOperation>[0] = {}) {
  return renderApp(<DashboardPage tenantId="t1" projectId="p1" projectName="Portal PIX" />, {
    path: '/dashboard',
    graphql: answerByOperation({ DashboardFindings: page, FindingTriage: detail, TriageFinding: triaged, FindingDetails: findingAnswer() }, overrides),
  });
}

beforeAll(() => setupPrimeReactLocale());
beforeEach(() => {
  savedState = 'OPEN';
});

describe('triage on the dashboard', () => {
  it('shows each finding with its state and age, and the comparison with the previous scan of the branch', async () => {
    renderDashboard();
    const rows = await screen.findAllByTestId('finding-row');
    expect(rows.map((row) => within(row).getByTestId('finding-state').textContent)).toEqual(['Aberto', 'Aberto']);
    expect(within(rows[0] as HTMLElement).getByTestId('finding-baseline')).toHaveTextContent('Novo');
    expect(within(rows[0] as HTMLElement).getByTestId('finding-age')).toHaveTextContent('3 dias');
    expect(within(screen.getByTestId('scan-comparison')).getByText('Corrigidos').nextSibling).toHaveTextContent('4');
  });

  it('filters by state and by Novos nesta análise through the query', async () => {
    const user = userEvent.setup();
    const view = renderDashboard();
    await screen.findAllByTestId('finding-row');
    await user.click(screen.getByTestId('state-chip-false_positive'));
    await waitFor(() => expect(view.of('DashboardFindings').at(-1)?.variables).toMatchObject({ state: ['FALSE_POSITIVE'], page: 1 }));
    await user.click(screen.getByTestId('new-only'));
    await waitFor(() => expect(view.of('DashboardFindings').at(-1)?.variables).toMatchObject({ state: ['FALSE_POSITIVE'], newOnly: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('state=false_positive&new=1');
  });

  it('marks a finding Falso positivo from its details, and the row shows the new state from the cache', async () => {
    const user = userEvent.setup();
    const view = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Mostrar detalhes de src/pix/a1.ts:1:1' }));
    const panel = await screen.findByTestId('finding-triage');
    await user.selectOptions(within(panel).getByLabelText('Novo estado'), 'FALSE_POSITIVE');
    await user.type(within(panel).getByLabelText('Justificativa'), 'Hash só para cache');
    await user.click(within(panel).getByRole('button', { name: 'Salvar triagem' }));
    await waitFor(() =>
      expect(view.of('TriageFinding')[0]?.variables).toMatchObject({ projectId: 'p1', findingId: 'f1', input: { state: 'FALSE_POSITIVE', reason: 'Hash só para cache' } }),
    );
    const rows = screen.getAllByTestId('finding-row');
    await waitFor(() => expect(within(rows[0] as HTMLElement).getByTestId('finding-state')).toHaveTextContent('Falso positivo'));
  });

  it('shows the server message when a triage is refused', async () => {
    const user = userEvent.setup();
    renderDashboard({
      TriageFinding: () => ({ errors: [{ message: 'Dados inválidos: reason é obrigatório para Falso positivo e Risco aceito', extensions: { code: 'VALIDATION_ERROR', status: 422 } }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mostrar detalhes de src/pix/a1.ts:1:1' }));
    const panel = await screen.findByTestId('finding-triage');
    await user.selectOptions(within(panel).getByLabelText('Novo estado'), 'CONFIRMED');
    await user.click(within(panel).getByRole('button', { name: 'Salvar triagem' }));
    expect(await within(panel).findByText('Dados inválidos: reason é obrigatório para Falso positivo e Risco aceito')).toBeInTheDocument();
  });

  it('triages the selected rows at once and reports each failure', async () => {
    const user = userEvent.setup();
    const view = renderDashboard({
      TriageFindings: () => ({
        data: {
          triageFindings: {
            __typename: 'BatchTriageResult',
            succeeded: 1,
            failed: 1,
            results: [
              { __typename: 'BatchTriageItemResult', findingId: 'f1', success: true, code: null, message: null, triage: { __typename: 'FindingTriage', trackedId: 't1', state: 'CONFIRMED', stateReason: 'Lote', riskExpiresAt: null, dueAt: null, overdue: false } },
              { __typename: 'BatchTriageItemResult', findingId: 'f2', success: false, code: 'NOT_FOUND', message: 'Achado não encontrado', triage: null },
            ],
          },
        },
      }),
    });
    await screen.findAllByTestId('finding-row');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os achados da página' }));
    const bar = await screen.findByTestId('bulk-triage');
    expect(within(bar).getByText('2 achados selecionados')).toBeInTheDocument();
    await user.selectOptions(within(bar).getByLabelText('Novo estado'), 'CONFIRMED');
    await user.type(within(bar).getByLabelText('Justificativa'), 'Lote');
    await user.click(within(bar).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(view.of('TriageFindings')[0]?.variables).toMatchObject({ input: { findingIds: ['f1', 'f2'], state: 'CONFIRMED', reason: 'Lote' } }));
    expect(await screen.findByText('1 achado atualizado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Erros em 1 achado')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-triage-errors')).toHaveTextContent('Achado não encontrado');
    // The failed one stays selected; the changed row shows its new state from the cache.
    expect(within(screen.getByTestId('bulk-triage')).getByText('1 achado selecionado')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('finding-row')[0] as HTMLElement).getByTestId('finding-state')).toHaveTextContent('Confirmado');
  });
});
