import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupPrimeReactLocale } from '../../../lib/primereact';
import { renderApp } from '../../../test/renderApp';
import { answerByOperation, type Answer, type GatewayCall } from '../../../test/mocks/handlers/gateway';
import { findingAnswer, findingDetailAnswer, findingNode, findingsPageAnswer, findingTriage, inDays } from '../../../test/findings';
import DashboardPage from '../DashboardPage';

const ANA = { __typename: 'TriageActor', id: 'u1', email: 'ana@banco.com.br', name: 'Ana Lima' };
/** Finding 1 is overdue since 20/11/2026; finding 2 has no due date. */
const triage = (i: number) => findingTriage(i, { firstSeenAt: inDays(-40), dueAt: i === 1 ? '2026-11-20T12:00:00Z' : null, overdue: i === 1 });
const finding = (i: number) => findingNode(i, { severity: 'HIGH', rule: 'injection-sql', category: 'injection', triage: triage(i) });
const page = (): Answer => findingsPageAnswer([finding(1), finding(2)]);

const deadlines = (): Answer => ({
  data: {
    findingDeadlines: {
      __typename: 'FindingDeadlines',
      branch: 'main',
      severities: [
        { __typename: 'SeverityDeadlines', severity: 'CRITICAL', slaDays: 7, open: 0, overdue: 0, fixed: 0, fixedWithinSla: 0, fixedWithinSlaShare: null },
        { __typename: 'SeverityDeadlines', severity: 'HIGH', slaDays: 30, open: 2, overdue: 1, fixed: 4, fixedWithinSla: 3, fixedWithinSlaShare: 0.75 },
      ],
    },
  },
});

const assignees = (): Answer => ({ data: { findingAssignees: { __typename: 'FindingAssigneeList', assignees: [ANA] } } });

const detail = (): Answer => findingDetailAnswer(triage(1));

const assigned = (call: GatewayCall): Answer => {
  const input = call.variables.input as { assigneeUserId?: string };
  return { data: { assignFinding: { __typename: 'FindingTriage', trackedId: 't1', dueAt: '2026-11-20T12:00:00Z', overdue: true, assignee: input.assigneeUserId ? ANA : null } } };
};

function renderDashboard(tenantId: string | null = 't1', overrides: Parameters<typeof answerByOperation>[0] = {}) {
  return renderApp(<DashboardPage tenantId={tenantId} projectId="p1" projectName="Portal PIX" />, {
    path: '/dashboard',
    graphql: answerByOperation(
      { DashboardFindings: page, FindingDeadlines: deadlines, FindingAssignees: assignees, FindingTriage: detail, AssignFinding: assigned, FindingDetails: findingAnswer() },
      overrides,
    ),
  });
}

beforeAll(() => setupPrimeReactLocale());

describe('deadlines and owners on the dashboard', () => {
  it('shows each due date with the Vencido badge and the SLA summary per severity', async () => {
    renderDashboard();
    const rows = await screen.findAllByTestId('finding-row');
    expect(within(rows[0] as HTMLElement).getByTestId('finding-overdue')).toHaveTextContent('Vencido');
    expect(within(rows[1] as HTMLElement).getByTestId('finding-due')).toHaveTextContent('Sem prazo');
    const summary = await screen.findByTestId('deadline-summary');
    expect(within(summary).getByRole('heading')).toHaveTextContent('Prazos de correção na branch main');
    expect([...within(summary).getByTestId('deadline-row-high').children].map((cell) => cell.textContent)).toEqual(['Alta', '30 dias', '2', '1', '4', '75%']);
    expect(within(summary).getByTestId('deadline-row-critical').lastElementChild).toHaveTextContent('—');
  });

  it('holds the summary\'s place with hidden rows while its counts load, so the findings do not jump', async () => {
    let answer: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (answer = resolve));
    renderDashboard('t1', { FindingDeadlines: () => late.then(deadlines) });
    await screen.findAllByTestId('finding-row');
    const pending = screen.getByTestId('deadline-summary-pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(within(pending).getAllByRole('row', { hidden: true })).toHaveLength(5);
    answer();
    expect(await screen.findByTestId('deadline-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('deadline-summary-pending')).not.toBeInTheDocument();
  });

  it('filters by Vencidos and Meus achados through the query and the URL', async () => {
    const user = userEvent.setup();
    const view = renderDashboard();
    await screen.findAllByTestId('finding-row');
    await user.click(screen.getByTestId('overdue-only'));
    await waitFor(() => expect(view.of('DashboardFindings').at(-1)?.variables).toMatchObject({ overdueOnly: true, page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Meus achados' }));
    await waitFor(() => expect(view.of('DashboardFindings').at(-1)?.variables).toMatchObject({ overdueOnly: true, assignedToMe: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('overdue=1&mine=1');
    expect(screen.getByTestId('mine-only')).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers no Meus achados to a token session', async () => {
    renderDashboard(null);
    await screen.findAllByTestId('finding-row');
    expect(screen.getByTestId('overdue-only')).toBeInTheDocument();
    expect(screen.queryByTestId('mine-only')).not.toBeInTheDocument();
  });

  it('assigns an owner from the details, and the row shows them from the cache', async () => {
    const user = userEvent.setup();
    const view = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Mostrar detalhes de src/pix/a1.ts:1:1' }));
    const panel = await screen.findByTestId('finding-owner-panel');
    expect(panel).toHaveTextContent('Sem responsável');
    const select = within(panel).getByLabelText('Responsável');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Ana Lima (ana@banco.com.br)' })).toBeInTheDocument());
    await user.selectOptions(select, 'u1');
    await user.click(within(panel).getByRole('button', { name: 'Atribuir' }));
    await waitFor(() => expect(view.of('AssignFinding')[0]?.variables).toMatchObject({ projectId: 'p1', findingId: 'f1', input: { assigneeUserId: 'u1' } }));
    expect(await screen.findByText('Responsável atribuído')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getAllByTestId('finding-row')[0] as HTMLElement).getByTestId('finding-owner')).toHaveTextContent('Ana Lima'));
  });

  it('assigns the selected rows at once and reports each failure', async () => {
    const user = userEvent.setup();
    const view = renderDashboard('t1', {
      AssignFindings: () => ({
        data: {
          assignFindings: {
            __typename: 'BatchTriageResult',
            succeeded: 1,
            failed: 1,
            results: [
              { __typename: 'BatchTriageItemResult', findingId: 'f1', success: true, code: null, message: null, triage: { __typename: 'FindingTriage', trackedId: 't1', assignee: ANA } },
              { __typename: 'BatchTriageItemResult', findingId: 'f2', success: false, code: 'NOT_FOUND', message: 'Achado não encontrado', triage: null },
            ],
          },
        },
      }),
    });
    await screen.findAllByTestId('finding-row');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os achados da página' }));
    const bar = await screen.findByTestId('bulk-assign');
    const select = within(bar).getByLabelText('Responsável dos selecionados');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, 'u1');
    await user.click(within(bar).getByRole('button', { name: 'Atribuir' }));
    await waitFor(() => expect(view.of('AssignFindings')[0]?.variables).toMatchObject({ input: { findingIds: ['f1', 'f2'], assigneeUserId: 'u1' } }));
    expect(await screen.findByText('1 achado atribuído com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Erros em 1 achado')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-assign-errors')).toHaveTextContent('Achado não encontrado');
    expect(within(screen.getByTestId('bulk-triage')).getByText('1 achado selecionado')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('finding-row')[0] as HTMLElement).getByTestId('finding-owner')).toHaveTextContent('Ana Lima');
  });
});
