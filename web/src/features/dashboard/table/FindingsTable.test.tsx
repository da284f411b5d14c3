import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { ToastProvider } from '../../../components/toast';
import { FindingDetailsDocument } from '../../../gql/graphql';
import { findingDetails } from '../../../test/findings';
import { FindingsTable, type FindingsTableProps } from './FindingsTable';

function finding(i: number) {
  return {
    __typename: 'Finding',
    id: `f${i}`,
    file: `src/a${i}.ts`,
    line: i,
    column: 2,
    message: `Mensagem ${i}`,
    severity: 'HIGH',
    rule: 'hardcoded-secret',
    category: 'secrets',
    framework: 'LGPD',
    count: 1200,
    nonApplicable: i === 2,
    suppression: null,
    suppressionNote: null,
    triage: {
      trackedId: `t${i}`,
      state: 'OPEN',
      baseline: 'NEW',
      firstSeenAt: new Date().toISOString(),
      dueAt: i === 1 ? '2026-11-20T12:00:00Z' : null,
      overdue: i === 1,
      assignee: i === 1 ? { id: 'u1', email: 'ana@banco.com.br', name: 'Ana Lima' } : null,
    },
  };
}

/** The details an expanded f1 fetches. */
const detailsOfF1 = {
  request: { query: FindingDetailsDocument, variables: { tenantId: 't1', projectId: 'p1', findingId: 'f1' } },
  result: {
    data: {
      finding: findingDetails(1, {
        cwe: 'CWE-798',
        snippet: 'const a = 1;',
        law: { __typename: 'FindingLaw', citations: [{ __typename: 'Citation', framework: 'LGPD', ref: 'LGPD art. 46', text: 'Segurança dos dados' }] },
      }),
    },
  },
};

function renderTable(props: Partial<FindingsTableProps> = {}) {
  const onSort = vi.fn();
  const onPage = vi.fn();
  // The expanded row's details come from the gateway; its triage panel is not answered: these tests are about the table itself.
  render(
    <MockedProvider mocks={[detailsOfF1]}>
    <ToastProvider>
    <FindingsTable
      findings={[finding(1), finding(2)] as unknown as FindingsTableProps['findings']}
      workspace={{ tenantId: 't1', projectId: 'p1' }}
      selected={new Set()}
      onSelect={vi.fn()}
      total={120}
      page={1}
      pageSize={50}
      loading={false}
      sortBy="SEVERITY"
      sortOrder="DESC"
      onSort={onSort}
      onPage={onPage}
      {...props}
    />
    </ToastProvider>
    </MockedProvider>,
  );
  return { onSort, onPage };
}

describe('FindingsTable', () => {
  it('is a table named by its caption, with a row per finding', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Achados da última análise' });
    expect(within(table).getAllByTestId('finding-row')).toHaveLength(2);
    expect(within(table).getAllByTestId('finding-location').map((c) => c.textContent)).toEqual(['src/a1.ts:1:2', 'src/a2.ts:2:2']);
    expect(within(table).getByText('Não aplicável')).toBeInTheDocument();
    expect(within(table).getAllByText('1.200')).toHaveLength(2);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Seleção', 'Detalhes', 'Local', 'Severidade', 'Mensagem ·Regra', 'Estado', 'Idade', 'Prazo', 'Responsável', 'Categoria', 'Framework', 'Ocorrências',
    ]);
    // Deadlines: the due date in pt-BR with the Vencido badge when past, and the owner by name.
    expect(within(table).getAllByTestId('finding-due').map((c) => c.textContent)).toEqual(['20/11/2026Vencido', 'Sem prazo']);
    expect(within(table).getAllByTestId('finding-owner').map((c) => c.textContent)).toEqual(['Ana Lima', 'Sem responsável']);
    // Issue 29: each row says its triage state, whether this scan found it first, and its age.
    expect(within(table).getAllByTestId('finding-state').map((c) => c.textContent)).toEqual(['Aberto', 'Aberto']);
    expect(within(table).getAllByTestId('finding-baseline').map((c) => c.textContent)).toEqual(['Novo', 'Novo']);
    expect(within(table).getAllByTestId('finding-age').map((c) => c.textContent)).toEqual(['hoje', 'hoje']);
    // The rule sits under each message; the location keeps its whole path as a title.
    expect(within(table).getAllByTestId('finding-rule').map((c) => c.textContent)).toEqual(['hardcoded-secret', 'hardcoded-secret']);
    expect(within(table).getAllByTestId('finding-location')[0]).toHaveAttribute('title', 'src/a1.ts:1:2');
  });

  it('tells the sorted column with aria-sort and sorts by a header click or its button', async () => {
    const user = userEvent.setup();
    const { onSort } = renderTable({ sortBy: 'FILE', sortOrder: 'ASC' });
    expect(screen.getByRole('columnheader', { name: 'Local' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Severidade' })).toHaveAttribute('aria-sort', 'none');
    // The message column sorts by the rule shown under each message.
    expect(screen.getByRole('columnheader', { name: /Mensagem/ })).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('columnheader', { name: 'Local' }));
    expect(onSort).toHaveBeenLastCalledWith('FILE', 'DESC');
    await user.click(screen.getByRole('button', { name: 'Ocorrências' }));
    expect(onSort).toHaveBeenLastCalledWith('COUNT', 'ASC');
    screen.getByRole('button', { name: 'Regra' }).focus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith('RULE', 'ASC');
    expect(onSort).toHaveBeenCalledTimes(3);
  });

  it('expands a row to a details row controlled by its button, and collapses it', async () => {
    const user = userEvent.setup();
    renderTable();
    const expand = screen.getByRole('button', { name: 'Mostrar detalhes de src/a1.ts:1:2' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('finding-details')).toBeNull();

    await user.click(expand);
    const collapse = screen.getByRole('button', { name: 'Ocultar detalhes de src/a1.ts:1:2' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    const details = await screen.findByTestId('finding-details');
    expect(collapse).toHaveAttribute('aria-controls', details.id);
    expect(within(details).getByText('LGPD art. 46')).toBeInTheDocument();
    expect(details.closest('td')).toHaveAttribute('colspan', '12');

    await user.click(collapse);
    expect(screen.queryByTestId('finding-details')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mostrar detalhes de src/a1.ts:1:2' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the empty message and pages through the pager', async () => {
    const user = userEvent.setup();
    const { onPage } = renderTable({ findings: [], total: 0 });
    expect(screen.getByText('Nenhum achado corresponde aos filtros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima Página' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próxima Página' }));
    expect(onPage).not.toHaveBeenCalled();
  });

  it('selects rows for bulk triage, one by one or the whole page', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderTable({ onSelect, selected: new Set(['f2']) });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar src/a1.ts:1:2' }));
    expect(onSelect).toHaveBeenLastCalledWith(['f1'], true);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar src/a2.ts:2:2' }));
    expect(onSelect).toHaveBeenLastCalledWith(['f2'], false);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os achados da página' }));
    expect(onSelect).toHaveBeenLastCalledWith(['f1', 'f2'], true);
  });
});
