// Issue 29, triage in /dashboard: a finding's state from its details, the state filter, bulk triage
// of selected rows, due dates, owners (single and bulk) with "Meus achados", the SLA in
// /admin/tenants, and axe on those views, on a project whose scan has 60 known findings.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { seedProjectWithFindings, selectProject } from '../support/workspace.js';
import { seriousViolations } from '../support/accessibility.js';

const PROJECT = `Triagem ${Date.now()}`;

seedProjectWithFindings(PROJECT);

async function openDashboard(page: Page): Promise<void> {
  await selectProject(page, PROJECT);
  await page.goto('/dashboard');
  // The first page of a fresh stack can take a while on a loaded machine: wait for it, not for a figure.
  await expect(page.getByTestId('finding-row').first()).toBeVisible({ timeout: 30_000 });
}

test('a triagem pelos detalhes muda o estado da linha e o filtro de estado a encontra', async ({ adminPage: page }) => {
  await openDashboard(page);
  const first = page.getByTestId('finding-row').first();
  await expect(first.getByTestId('finding-state')).toHaveText('Aberto');
  await expect(first.getByTestId('finding-baseline')).toHaveText('Novo');
  await first.getByTestId('finding-expand').click();
  const panel = page.getByTestId('finding-triage');
  await panel.getByLabel('Novo estado').selectOption('FALSE_POSITIVE');
  await panel.getByLabel('Justificativa').fill('Entrada validada antes do eval');
  await panel.getByRole('button', { name: 'Salvar triagem' }).click();
  await expect(first.getByTestId('finding-state')).toHaveText('Falso positivo');
  await expect(panel.getByTestId('triage-history')).toContainText('Aberto → Falso positivo');

  await page.getByTestId('state-chip-false_positive').click();
  await expect(page).toHaveURL(/[?&]state=false_positive/);
  await expect(page.getByTestId('finding-row')).toHaveCount(1);
});

test('a triagem em lote confirma as linhas selecionadas e diz quantas mudaram', async ({ adminPage: page }) => {
  await openDashboard(page);
  await page.getByTestId('severity-chip-low').click();
  await expect(page.getByTestId('finding-row')).toHaveCount(30);
  await page.getByRole('checkbox', { name: 'Selecionar todos os achados da página' }).check();
  const bar = page.getByTestId('bulk-triage');
  await expect(bar).toContainText('30 achados selecionados');
  await bar.getByLabel('Novo estado').selectOption('CONFIRMED');
  await bar.getByRole('button', { name: 'Aplicar' }).click();
  // 30 audited changes, one after the other: a loaded machine needs longer than the default wait.
  await expect(page.getByText('30 achados atualizados com sucesso!')).toBeVisible({ timeout: 45_000 });
  for (const state of await page.getByTestId('finding-state').allInnerTexts()) expect(state).toBe('Confirmado');
});

test('cada achado aberto tem prazo pelo SLA do tenant e o resumo por severidade mostra os prazos', async ({ adminPage: page }) => {
  await openDashboard(page);
  const open = page.getByTestId('finding-row').filter({ has: page.getByTestId('finding-state').getByText('Aberto', { exact: true }) }).first();
  await expect(open.getByTestId('finding-due')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const summary = page.getByTestId('deadline-summary');
  await expect(summary.getByRole('heading')).toHaveText('Prazos de correção na branch main');
  await expect(summary.getByTestId('deadline-row-critical').getByRole('cell').first()).toHaveText('7 dias');
  await expect(summary.getByTestId('deadline-row-low').getByRole('cell').first()).toHaveText('180 dias');
  // Just scanned: nothing is past its deadline yet.
  await page.getByTestId('overdue-only').click();
  await expect(page).toHaveURL(/[?&]overdue=1/);
  await expect(page.getByTestId('finding-row')).toHaveCount(0);
});

test('um responsável atribuído pelos detalhes aparece na linha e em "Meus achados"; em lote, cada achado diz seu resultado', async ({ adminPage: page }) => {
  // Two assignments, two filter round trips and a bulk change: more than 60 s on a loaded machine.
  test.slow();
  await openDashboard(page);
  const first = page.getByTestId('finding-row').first();
  await expect(first.getByTestId('finding-owner')).toHaveText('Sem responsável');
  await first.getByTestId('finding-expand').click();
  const owner = page.getByTestId('finding-owner-panel');
  await owner.getByTestId('owner-select').selectOption({ label: 'Administrador Demo (admin@demo.local)' });
  await owner.getByRole('button', { name: 'Atribuir' }).click();
  await expect(owner).toContainText('Responsável: Administrador Demo', { timeout: 30_000 });
  await expect(first.getByTestId('finding-owner')).toHaveText('Administrador Demo');
  await page.getByTestId('mine-only').click();
  await expect(page).toHaveURL(/[?&]mine=1/);
  await expect(page.getByTestId('finding-row')).toHaveCount(1);
  await page.getByTestId('mine-only').click();

  const second = page.getByTestId('finding-row').nth(1);
  const third = page.getByTestId('finding-row').nth(2);
  await second.getByTestId('finding-select').check();
  await third.getByTestId('finding-select').check();
  const bar = page.getByTestId('bulk-assign');
  await bar.getByLabel('Responsável dos selecionados').selectOption({ label: 'Administrador Demo (admin@demo.local)' });
  await bar.getByRole('button', { name: 'Atribuir' }).click();
  await expect(page.getByText('2 achados atribuídos com sucesso!')).toBeVisible({ timeout: 30_000 });
  await expect(second.getByTestId('finding-owner')).toHaveText('Administrador Demo');
  await expect(third.getByTestId('finding-owner')).toHaveText('Administrador Demo');
});

test('axe não encontra violação séria ou crítica na triagem (filtros, seleção, prazos, responsável, detalhes)', async ({ adminPage: page }) => {
  await openDashboard(page);
  await expect(page.getByTestId('deadline-summary')).toBeVisible();
  await page.getByTestId('finding-select').first().check();
  await expect(page.getByTestId('bulk-triage')).toBeVisible();
  await expect(page.getByTestId('bulk-assign')).toBeVisible();
  await page.getByTestId('finding-expand').first().click();
  await expect(page.getByTestId('triage-form')).toBeVisible();
  await expect(page.getByTestId('finding-owner-panel').getByTestId('owner-select')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('o SLA por severidade e o teto do risco aceito ficam no formulário do tenant, sem violação do axe', async ({ adminPage: page }) => {
  await page.goto('/admin/tenants');
  await page.getByRole('button', { name: 'Editar tenant Demo' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar tenant Demo' });
  const deadlines = edit.getByRole('group', { name: 'Prazos de correção (SLA), em dias' });
  await expect(deadlines.getByLabel('Crítica')).toHaveValue('7');
  await expect(deadlines.getByLabel('Baixa')).toHaveValue('180');
  await expect(deadlines.getByLabel('Risco aceito por no máximo')).toHaveValue('90');
  await deadlines.getByLabel('Alta').fill('0');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(deadlines.getByText('Informe um número inteiro de dias, de 1 a 3650')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

