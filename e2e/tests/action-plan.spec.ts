// The action plan and "Entre análises" on /compliance (issue 29), on the sample scan of "Internet
// Banking": the plan's groups cite the tenant's regime, its CSV has the screen's labels, the
// between-scans section shows the median time to fix, and axe finds no serious violation in them.
import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures.js';
import { findProject } from '../support/graphql.js';
import { waitForScans } from '../support/scans.js';
import { selectProject } from '../support/workspace.js';
import { seriousViolations } from '../support/accessibility.js';

test.describe.configure({ timeout: 120_000 });

test('plano de ação por controle do Banco Central com CSV, entre análises com tempo mediano até a correção; axe sem violação séria', async ({ adminContext, adminPage: page }) => {
  await waitForScans(adminContext, await findProject(adminContext, 'Internet Banking'));
  await selectProject(page, 'Internet Banking');
  await page.goto('/compliance');
  const plan = page.getByTestId('action-plan');
  await expect(plan.getByRole('heading', { name: 'Plano de ação' })).toBeVisible({ timeout: 20_000 });
  const groups = plan.getByTestId('action-plan-group');
  await expect(groups.first()).toBeVisible();
  await expect(groups.first().getByRole('heading', { level: 3 })).toHaveText(/^(CMN 4\.893 art\. 3º §2º|BCB 85 \(BCB 538\)) [IVX]+ - /);
  await expect(groups.first().getByRole('columnheader', { name: 'Responsável' })).toBeVisible();
  await expect(groups.first().getByText('Sem responsável').first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('action-plan-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/plano-de-acao-[0-9a-f]{8}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFSeção;Controle;Regra;Severidade;Arquivo;Linha;Estado;Responsável;Prazo;Idade (dias);Vencido;Corrigido em;Análise da correção;Aprovador;Justificativa;Expira em',
  );
  expect(csv).toContain('"Em aberto"');

  const between = page.getByTestId('between-scans');
  await expect(between.getByRole('heading', { name: 'Entre análises' })).toBeVisible();
  await expect(between.getByRole('heading', { name: 'Tempo mediano até a correção' })).toBeVisible();
  await expect(between.getByTestId('open-trend-table').getByRole('row')).not.toHaveCount(1);

  expect(await seriousViolations(page, ['[data-testid="action-plan"]', '[data-testid="between-scans"]'])).toEqual([]);
});
