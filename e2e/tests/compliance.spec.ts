// /compliance on the sample scan of "Internet Banking" (seeded on the first start): the four domain
// scores are those of the scan's COMPLIANCE_JSON (read through the API here, never hard-coded), the
// ANPD draft with prefilled and blank fields, both PDFs, and accessibility with the draft open.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { pdfFileText } from '../support/pdf-text.js';
import { findProject, graphql, type ProjectRef } from '../support/graphql.js';
import { waitForScans } from '../support/scans.js';
import { selectProject } from '../support/workspace.js';
import { seriousViolations } from '../support/accessibility.js';

const PROJECT = 'Internet Banking';
const DOMAINS = ['lgpd', 'bacen', 'security', 'open_finance'] as const;

interface LatestReport {
  scanId: string;
  domains: Record<(typeof DOMAINS)[number], { score: number }>;
}

/** The latest completed scan of the trend, and the domains of its COMPLIANCE_JSON (spec §7: list with page size 1, then view). */
async function latestReport(context: BrowserContext, project: ProjectRef): Promise<LatestReport> {
  const { complianceTrend } = await graphql<{ complianceTrend: { points: { scanId: string }[] } }>(
    context,
    'query T($t: UUID, $p: UUID!) { complianceTrend(tenantId: $t, projectId: $p) { points { scanId } } }',
    { t: project.tenantId, p: project.projectId },
  );
  const scanId = complianceTrend.points.at(-1)?.scanId;
  if (!scanId) throw new Error('nenhuma análise concluída com compliance');
  const { listArtifacts } = await graphql<{ listArtifacts: { items: { id: string }[] } }>(
    context,
    'query A($p: UUID!, $s: UUID!) { listArtifacts(projectId: $p, scanId: $s, kinds: COMPLIANCE_JSON, pageSize: 1) { items { id } } }',
    { p: project.projectId, s: scanId },
  );
  const artifactId = listArtifacts.items[0]?.id;
  if (!artifactId) throw new Error('a análise não tem COMPLIANCE_JSON');
  const { viewArtifact } = await graphql<{ viewArtifact: { document: LatestReport['domains'] } }>(
    context,
    'query V($p: UUID!, $a: UUID!) { viewArtifact(projectId: $p, artifactId: $a, path: "/domains", whole: true) { document } }',
    { p: project.projectId, a: artifactId },
  );
  return { scanId, domains: viewArtifact.document };
}

async function openCompliance(page: Page): Promise<void> {
  await selectProject(page, PROJECT);
  await page.goto('/compliance');
  await expect(page.getByTestId('compliance-page')).toBeVisible();
  await expect(page.getByTestId('domain-score-lgpd')).toBeVisible({ timeout: 20_000 });
}

test.describe.configure({ timeout: 120_000 });

test('os quatro domínios mostram as pontuações do COMPLIANCE_JSON da última análise; tendência e PDF do relatório anual', async ({ adminContext, adminPage: page }) => {
  const project = await findProject(adminContext, PROJECT);
  await waitForScans(adminContext, project);
  const report = await latestReport(adminContext, project);

  await openCompliance(page);
  for (const domain of DOMAINS) {
    await expect(page.getByTestId(`domain-score-${domain}-value`)).toHaveText(String(report.domains[domain].score));
  }
  await expect(page.getByTestId('compliance-scan-select')).toHaveValue(report.scanId);
  await expect(page.getByTestId('compliance-summary')).toBeVisible();
  await expect(page.getByTestId('compliance-trend')).toBeVisible();
  await expect(page.getByTestId('compliance-article').first()).toBeVisible();
  await expect(page.getByTestId('compliance-disclaimer')).toContainText(/parecer jurídico|avaliação jurídica|jurídic/i);
  await expect(page.getByTestId('compliance-regime')).toContainText('Regime do Banco Central');

  // One article's samples open as file:line.
  const article = page.getByTestId('compliance-article').first();
  await article.getByTestId('compliance-article-toggle').click();
  await expect(article.getByTestId('compliance-sample-location').first()).toHaveText(/^.+:\d+$/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('compliance-report-pdf').click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('rascunho da ANPD: campos preenchidos e em branco, um campo preenchido aparece no PDF; axe sem violação séria', async ({ adminContext, adminPage: page }) => {
  const project = await findProject(adminContext, PROJECT);
  await waitForScans(adminContext, project);
  await openCompliance(page);

  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Rascunho de comunicação à ANPD' }).click();
  const draft = page.getByTestId('anpd-draft');
  await expect(draft).toBeVisible();
  // Prefilled from the scan (editable) and blanks marked "a preencher".
  await expect(draft.locator('[data-source="scan"] textarea').first()).not.toHaveValue('');
  await expect(draft.getByTestId('anpd-blank-encarregado')).toHaveText('a preencher');
  const encarregado = page.getByTestId('anpd-field-encarregado');
  await expect(encarregado).toHaveValue('');
  const filled = `Maria Encarregada e2e ${Date.now()}`;
  await encarregado.fill(filled);

  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('anpd-download').click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await pdfFileText(path)).replace(/\s+/g, ' ')).toContain(filled);
});
