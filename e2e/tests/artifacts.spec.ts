// /artifacts on a project whose scan wrote its three artifacts (SARIF, FINDINGS_JSON, COMPLIANCE_JSON):
// list and filters, the viewer (tree fetched node by node, numbered lines), download through the
// signed URL, copy link, accessibility.
import { readFile } from 'node:fs/promises';
import { request, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { operationOf } from '../support/graphql.js';
import { seedProjectWithFindings, selectProject } from '../support/workspace.js';
import { seriousViolations } from '../support/accessibility.js';

const PROJECT = `Artefatos PIX ${Date.now()}`;
const SIGNED_DOWNLOAD = /\/api\/v1\/projects\/[0-9a-f-]{36}\/artifacts\/[0-9a-f-]{36}\/download\?exp=\d+&kid=[^&]+&sig=[\w-]+$/;

seedProjectWithFindings(PROJECT);

async function openArtifacts(page: Page): Promise<void> {
  await selectProject(page, PROJECT);
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Artefatos' }).click();
  await expect(page).toHaveURL(/\/artifacts$/);
  await expect(page.getByTestId('artifact-row')).toHaveCount(3);
}

/** A request context without the session: a signed URL must work on its own. */
async function anonymous(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: process.env.E2E_BASE_URL });
}

async function expectSarifAt(url: string): Promise<void> {
  const anon = await anonymous();
  try {
    const response = await anon.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toContain('attachment');
    const sarif = JSON.parse(await response.text()) as { version: string; runs: unknown[] };
    expect(sarif.version).toBe('2.1.0');
    expect(Array.isArray(sarif.runs)).toBe(true);
  } finally {
    await anon.dispose();
  }
}

test('lista os três artefatos da análise, com filtros de tipo e busca na URL', async ({ adminPage: page }) => {
  await openArtifacts(page);
  await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toContainText(PROJECT);
  const rows = page.getByTestId('artifact-row');
  // Newest first, ties by id: the order of the three is not fixed, the set is.
  await expect.poll(async () => (await rows.getByTestId('artifact-kind').allInnerTexts()).sort()).toEqual(['Achados (JSON)', 'Compliance (JSON)', 'SARIF']);
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);

  await page.getByTestId('artifact-kind-SARIF').click();
  await expect(page).toHaveURL(/[?&]kind=SARIF(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'SARIF');

  await page.getByTestId('artifacts-filters-clear').click();
  await expect(rows).toHaveCount(3);
  // The scan filter: the scan of the rows, chosen in the select.
  const scanSelect = page.getByRole('combobox', { name: 'Análise' });
  const scanId = await scanSelect.locator('option').nth(1).getAttribute('value');
  await scanSelect.selectOption(scanId!);
  await expect(page).toHaveURL(new RegExp(`[?&]scan=${scanId}`));
  await expect(rows).toHaveCount(3);
  await page.getByTestId('artifacts-filters-clear').click();
  await expect(page).not.toHaveURL(/[?&]scan=/);
  await page.getByTestId('artifacts-search').fill('compliance');
  await expect(page).toHaveURL(/[?&]q=compliance/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'COMPLIANCE_JSON');

  // The URL alone restores the view.
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('artifacts-search')).toHaveValue('compliance');
});

test('o visualizador abre o SARIF em árvore, expande nós sob demanda e mostra o texto com números de linha', async ({ adminPage: page }) => {
  await openArtifacts(page);
  await page.locator('[data-testid="artifact-row"][data-kind="SARIF"]').getByTestId('artifact-open').click();
  const view = page.getByTestId('artifact-view');
  await expect(view).toBeVisible();
  await expect(view.locator('[data-pointer="/version"]')).toContainText('"2.1.0"');

  const runs = view.locator('[data-pointer="/runs"] > button');
  await expect(runs).toHaveAttribute('aria-expanded', 'false');
  // Opening a node asks the server for that node only.
  const [treeRequest] = await Promise.all([
    page.waitForRequest((r) => operationOf(r)?.variables?.path === '/runs'),
    runs.click(),
  ]);
  expect(operationOf(treeRequest)?.operationName).toBe('ArtifactTree');
  await expect(runs).toHaveAttribute('aria-expanded', 'true');
  const run0 = view.locator('[data-pointer="/runs/0"] > button');
  await expect(run0).toBeVisible();
  await run0.press('Enter');
  await expect(run0).toHaveAttribute('aria-expanded', 'true');
  await expect(view.locator('[data-pointer="/runs/0/results"]')).toBeVisible();

  await view.getByTestId('artifact-mode-lines').click();
  const lines = view.getByTestId('artifact-line');
  await expect(lines.first()).toBeVisible();
  await expect(lines.first()).toHaveAttribute('data-line', '1');
  await expect(view.getByTestId('artifact-lines-range')).toContainText(/Linhas 1–\d+ de \d+/);

  await page.getByRole('button', { name: 'Fechar visualizador' }).click();
  await expect(view).toBeHidden();
});

test('baixar abre o URL assinado, que funciona sem sessão; copiar link põe esse URL na área de transferência', async ({ adminContext, adminPage: page }) => {
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: process.env.E2E_BASE_URL });
  await openArtifacts(page);
  const sarifRow = page.locator('[data-testid="artifact-row"][data-kind="SARIF"]');

  // The signed URL opens in a new tab, where the browser saves it as a file.
  const downloads: Download[] = [];
  const collect = (download: Download) => downloads.push(download);
  // Chromium reports it on the opener or on the new tab depending on timing: listen on both.
  page.on('download', collect);
  adminContext.on('page', (opened) => opened.on('download', collect));
  const signedRequest = adminContext.waitForEvent('request', (r) => SIGNED_DOWNLOAD.test(r.url()));
  await sarifRow.getByTestId('artifact-download').click();
  const signedUrl = (await signedRequest).url();
  await expect.poll(() => downloads.length).toBe(1);
  const saved = JSON.parse(await readFile((await downloads[0]!.path())!, 'utf8')) as { version: string };
  expect(saved.version).toBe('2.1.0');
  expect(downloads[0]!.suggestedFilename()).toMatch(/\.sarif$/);
  await expectSarifAt(signedUrl);

  await sarifRow.getByTestId('artifact-copy-link').click();
  await expect(page.getByText('Link de download copiado')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`${process.env.E2E_BASE_URL}/api/v1/projects/`)).toBe(true);
  expect(copied).toMatch(SIGNED_DOWNLOAD);
  await expectSarifAt(copied);
});

test('axe não encontra violação séria ou crítica no /artifacts, nem com o visualizador aberto', async ({ adminPage: page }) => {
  await openArtifacts(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator('[data-testid="artifact-row"][data-kind="SARIF"]').getByTestId('artifact-open').click();
  const view = page.getByTestId('artifact-view');
  await view.locator('[data-pointer="/runs"] > button').click();
  await expect(view.locator('[data-pointer="/runs/0"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
