// Issue 29, triage in /dashboard: a finding's state from its details, the state filter, bulk triage
// of selected rows, and axe on the triage view, on a project whose scan has 60 known findings.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { seedProjectWithFindings, selectProject } from '../support/workspace.js';

const PROJECT = `Triagem ${Date.now()}`;

seedProjectWithFindings(PROJECT);

async function openDashboard(page: Page): Promise<void> {
  await selectProject(page, PROJECT);
  await page.goto('/dashboard');
  await expect(page.getByTestId('finding-row').first()).toBeVisible();
}

test('a triagem pelos detalhes muda o estado da linha e o filtro de estado a encontra', async ({ adminPage: page }) => {
  await openDashboard(page);
  const first = page.getByTestId('finding-row').first();
  await expect(first.getByTestId('finding-state')).toHaveText('Aberto');
  await expect(first.getByTestId('finding-baseline')).toHaveText('Novo');
  await first.getByTestId('finding-expand').click();
  const panel = page.getByTestId('finding-triage');
  await panel.getByLabel('Novo estado').selectOption('false_positive');
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
  await bar.getByLabel('Novo estado').selectOption('confirmed');
  await bar.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('30 achados atualizados com sucesso!')).toBeVisible();
  for (const state of await page.getByTestId('finding-state').allInnerTexts()) expect(state).toBe('Confirmado');
});

test('axe não encontra violação séria ou crítica na triagem (filtros, seleção, detalhes)', async ({ adminPage: page }) => {
  await openDashboard(page);
  await page.getByTestId('finding-select').first().check();
  await expect(page.getByTestId('bulk-triage')).toBeVisible();
  await page.getByTestId('finding-expand').first().click();
  await expect(page.getByTestId('triage-form')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
