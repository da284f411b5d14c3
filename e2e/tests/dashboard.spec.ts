// /dashboard on a project whose scan has 60 known findings (30 high evals in src/a.js, 30 low
// plain-http endpoints in src/c.js): filters, search, paging, sorting, exports, accessibility.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { pdfFileText } from '../support/pdf-text.js';
import { seedProjectWithFindings, selectProject } from '../support/workspace.js';
import { seriousViolations } from '../support/accessibility.js';

const PROJECT = `Carteira Digital ${Date.now()}`;

seedProjectWithFindings(PROJECT);

async function openDashboard(page: Page): Promise<void> {
  await selectProject(page, PROJECT);
  await page.goto('/dashboard');
  await expect(page.getByTestId('finding-row').first()).toBeVisible();
}

const locations = (page: Page) => page.getByTestId('finding-location').allInnerTexts();

test('chips, busca, paginação e ordenação filtram no servidor e voltam à página 1', async ({ adminPage: page }) => {
  await openDashboard(page);
  const rows = page.getByTestId('finding-row');
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId('summary-total')).toContainText('60');

  await page.getByRole('button', { name: 'Próxima Página' }).click();
  await expect(rows).toHaveCount(10);
  await expect(page).toHaveURL(/[?&]page=2/);

  const high = page.getByTestId('severity-chip-high');
  await high.click();
  await expect(high).toHaveAttribute('aria-pressed', 'true');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(rows).toHaveCount(30);
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Alta');

  await page.getByTestId('filters-clear').click();
  await expect(high).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('findings-search').fill('c.js');
  await expect(rows).toHaveCount(30);
  for (const location of await locations(page)) expect(location).toMatch(/^src\/c\.js:\d+:\d+$/);

  await page.getByTestId('filters-clear').click();
  await expect(rows).toHaveCount(50);
  const local = page.getByRole('columnheader', { name: 'Local' });
  await local.click();
  await expect(local).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => (await locations(page))[0]).toMatch(/^src\/a\.js:1:\d+$/);
  await local.click();
  await expect(local).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await locations(page))[0]).toMatch(/^src\/c\.js:/);
});

test('CSV e JSON trazem todos os achados do filtro, não só a página', async ({ adminPage: page }) => {
  await openDashboard(page);
  await page.getByTestId('severity-chip-low').click();
  await expect(page.getByTestId('finding-row')).toHaveCount(30);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^carteira-digital-\d+-findings\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
  expect(lines[0]).toBe('Arquivo;Linha;Severidade;Regra;Mensagem;Categoria;Framework');
  expect(lines).toHaveLength(31);
  // Severity as the screen says it (issue 30); the JSON below keeps the codes programs read.
  for (const line of lines.slice(1)) expect(line).toMatch(/^"src\/c\.js";"\d+";"Baixa";/);

  await page.getByTestId('filters-clear').click();
  await expect(page.getByTestId('finding-row')).toHaveCount(50);
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()]);
  expect(json.suggestedFilename()).toMatch(/^carteira-digital-\d+-findings\.json$/);
  const text = await readFile(await json.path(), 'utf8');
  expect(text).toContain('\n  "');
  const exported = JSON.parse(text) as { findings: { file: string; severity: string }[] };
  expect(exported.findings).toHaveLength(60);
  expect(exported.findings.filter((f) => f.severity === 'high').every((f) => f.file === 'src/a.js')).toBe(true);
});

test('o PDF sai pelo diálogo de progresso, que se fecha sozinho; o zip pode ser cancelado', async ({ adminPage: page }) => {
  await openDashboard(page);
  const dialog = page.getByTestId('export-dialog');
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-pdf').click()]);
  // The dialog closes itself 3 s after completing: read its state before the (slow) PDF parse.
  await expect(dialog).toHaveAttribute('data-status', 'completed');
  expect(pdf.suggestedFilename()).toMatch(/^carteira-digital-\d+-relatorio-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfFileText(await pdf.path());
  expect(text).toContain(PROJECT);
  expect(text).toContain('Total de achados: 60');
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  // Hold the zip's answer (network shaping only) so the user has time to cancel.
  await page.route('**/api/v1/export/latest/artifacts', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => undefined);
  });
  await page.getByTestId('export-artifacts').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-status', /preparing|downloading/);
  await page.getByTestId('export-cancel').click();
  await expect(dialog).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('export-status')).toHaveText('Export cancelado');
});

test('axe não encontra violação séria ou crítica no /dashboard, com uma linha expandida', async ({ adminPage: page }) => {
  await openDashboard(page);
  await page.getByTestId('finding-expand').first().click();
  await expect(page.getByTestId('finding-details').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
