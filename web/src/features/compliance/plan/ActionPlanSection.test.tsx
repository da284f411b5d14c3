import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupPrimeReactLocale } from '../../../lib/primereact';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/mocks/server';
import { fileResponse, fileRoute } from '../../../test/mocks/handlers/files';
import type { Answer, GatewayCall as Call } from '../../../test/mocks/handlers/gateway';
import { savedFiles } from '../../../test/browser';
import { ActionPlanSection } from './ActionPlanSection';
import { BetweenScansSection } from '../between/BetweenScansSection';

const item = (findingId: string, severity: string, state: string, overdue: boolean, owner: { name: string; email: string } | null = null) => ({
  __typename: 'ActionPlanItem',
  findingId,
  rule: `rule-${findingId}`,
  severity,
  file: 'src/pix/keys.ts',
  line: 9,
  state,
  owner: owner ? { __typename: 'TriageActor', id: 'u1', ...owner } : null,
  ageDays: 12,
  dueAt: '2026-11-30T12:00:00Z',
  overdue,
});

const plan: Answer = {
  data: {
    complianceActionPlan: {
      __typename: 'ActionPlan',
      scanId: 's-new',
      branch: 'main',
      regime: 'BCB_85',
      periodStart: '2025-11-23T12:00:00Z',
      periodEnd: '2026-11-23T12:00:00Z',
      open: 2,
      overdue: 1,
      fixedTotal: 1,
      groups: [
        {
          __typename: 'ActionPlanGroup',
          control: 'III',
          ref: 'BCB 85 (BCB 538) III',
          name: 'prevenção e detecção de intrusão',
          summary: 'Prevenir e detectar intrusões.',
          findings: 2,
          overdue: 1,
          items: [item('f1', 'CRITICAL', 'OPEN', true), item('f2', 'MEDIUM', 'IN_REVIEW', false, { name: 'Ana Lima', email: 'ana@banco.example' })],
        },
      ],
      fixed: [
        {
          __typename: 'ActionPlanFix',
          trackedId: 't9',
          rule: 'eval-injection',
          severity: 'HIGH',
          file: 'src/app.js',
          line: 6,
          fixedAt: '2026-11-20T12:00:00Z',
          fixedInScanId: 'abcdef12-0000-0000-0000-000000000000',
          daysToFix: 3,
        },
      ],
      acceptedRisks: [
        {
          __typename: 'ActionPlanAcceptedRisk',
          trackedId: 't7',
          rule: 'weak-hash',
          severity: 'low',
          file: 'src/config.py',
          line: 3,
          reason: 'Hash não usado para senhas',
          approver: { __typename: 'TriageActor', id: 'u2', name: null, email: 'admin@banco.example' },
          expiresAt: '2027-01-15T12:00:00Z',
        },
      ],
    },
  },
};

const tally = (critical: number, high: number, medium: number, low: number) => ({ __typename: 'SeverityTally', critical, high, medium, low, info: 0, unknown: 0 });
const remediation: Answer = {
  data: {
    remediationTrend: {
      __typename: 'RemediationTrend',
      branch: 'main',
      branches: ['main'],
      points: [
        { __typename: 'RemediationPoint', scanId: 's-old', finishedAt: '2026-11-20T12:00:00Z', new: 5, fixed: 0, open: tally(1, 2, 1, 1) },
        { __typename: 'RemediationPoint', scanId: 's-new', finishedAt: '2026-11-23T12:00:00Z', new: 0, fixed: 2, open: tally(0, 1, 1, 1) },
      ],
      medianTimeToFix: [
        { __typename: 'MedianTimeToFix', severity: 'CRITICAL', fixed: 1, medianDays: 3 },
        { __typename: 'MedianTimeToFix', severity: 'HIGH', fixed: 0, medianDays: null },
      ],
    },
  },
};
const compared = (rule: string) => [{ __typename: 'ComparedFinding', findingId: rule, rule, severity: 'CRITICAL', file: 'src/a.js', line: 1 }];
const comparison: Answer = {
  data: { compareScans: { __typename: 'ScanComparison', newCount: 0, fixedCount: 1, unchangedCount: 1, new: [], fixed: compared('sql-injection'), unchanged: compared('xss') } },
};

function answer(call: Call): Answer {
  if (call.operationName === 'ComplianceActionPlan') return plan;
  if (call.operationName === 'RemediationTrend') return remediation;
  if (call.operationName === 'CompareScans') return comparison;
  return { errors: [{ message: `unexpected ${call.operationName}` }] };
}

beforeAll(() => setupPrimeReactLocale());

describe('ActionPlanSection', () => {
  it('lists the open findings under their control with owner or "Sem responsável", due date, state, age and overdue, then fixes and accepted risks', async () => {
    const gateway = renderApp(<ActionPlanSection tenantId="t1" projectId="p1" projectName="Portal PIX" scanId="s-new" />, { path: '/compliance', graphql: answer });
    const group = await screen.findByTestId('action-plan-group');
    expect(within(group).getByRole('heading', { name: 'BCB 85 (BCB 538) III - prevenção e detecção de intrusão' })).toBeInTheDocument();
    expect(group).toHaveTextContent('2 em aberto, 1 vencidos.');
    const rows = within(within(group).getByTestId('action-plan-items')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('AchadoSeveridadeEstadoResponsávelPrazoIdade (dias)Vencido');
    expect(rows[1]).toHaveTextContent('rule-f1src/pix/keys.ts:9CríticaAbertoSem responsável30/11/202612Sim');
    expect(rows[2]).toHaveTextContent('MédiaEm análiseAna Lima');
    expect(screen.getByTestId('action-plan-open')).toHaveTextContent('2');
    expect(screen.getByTestId('action-plan-overdue')).toHaveTextContent('1');
    expect(screen.getByTestId('action-plan-fixed')).toHaveTextContent('eval-injectionsrc/app.js:6Alta20/11/20263abcdef12');
    expect(screen.getByTestId('action-plan-accepted')).toHaveTextContent('weak-hashsrc/config.py:3Baixaadmin@banco.exampleHash não usado para senhas15/01/2027');
    expect(gateway.of('ComplianceActionPlan')[0]!.variables).toEqual({ tenantId: 't1', projectId: 'p1', scanId: 's-new' });
  });

  it('downloads the CSV of the plan of the shown scan', async () => {
    const user = userEvent.setup();
    const route = fileRoute('get', '/api/v1/compliance/:projectId/:scanId/action-plan/csv', () => fileResponse('\uFEFFSeção;Controle', { type: 'text/csv', filename: 'portal-pix-plano-de-acao.csv' }));
    server.use(route.handler);
    renderApp(<ActionPlanSection tenantId="t1" projectId="p1" projectName="Portal PIX" scanId="s-new" />, { path: '/compliance', graphql: answer });
    await screen.findByTestId('action-plan-group');
    await user.click(screen.getByRole('button', { name: 'Baixar CSV do plano de ação' }));
    await waitFor(() => expect(savedFiles()).toHaveLength(1));
    expect(route.requests[0]!.url).toBe('/api/v1/compliance/p1/s-new/action-plan/csv');
    expect(route.requests[0]!.headers['x-tenant-id']).toBe('t1');
    expect(savedFiles()[0]!.name).toBe('portal-pix-plano-de-acao.csv');
  });
});

describe('BetweenScansSection', () => {
  it('shows open findings per severity per scan, the median time to fix, and compares the two latest scans', async () => {
    const gateway = renderApp(<BetweenScansSection tenantId="t1" projectId="p1" />, { path: '/compliance', graphql: answer });
    expect(await screen.findByRole('img', { name: 'Achados em aberto nas últimas 2 análises: 20/11/2026 5, 23/11/2026 3' })).toBeInTheDocument();
    // One scanned branch: nothing to choose.
    expect(screen.queryByTestId('between-branch')).toBeNull();
    const trendRows = within(screen.getByTestId('open-trend-table')).getAllByRole('row');
    expect(trendRows[2]).toHaveTextContent('0111' + '02');
    const median = within(screen.getByTestId('median-time-to-fix')).getAllByRole('row');
    expect(median[1]).toHaveTextContent('Crítica13 dias');
    expect(median[2]).toHaveTextContent('Alta0—');
    expect(await screen.findByTestId('compare-fixed')).toHaveTextContent(/^Corrigidos: 1.*sql-injectionsrc\/a\.js:1Crítica$/);
    expect(screen.getByTestId('compare-unchanged')).toHaveTextContent(/^Inalterados: 1.*xss/);
    expect(screen.getByTestId('compare-new')).toHaveTextContent('Novos: 0Nenhum.');
    expect(gateway.of('CompareScans')[0]!.variables).toMatchObject({ base: 's-old', head: 's-new' });
    expect(screen.getByLabelText('Análise anterior')).toHaveValue('s-old');
  });
});
