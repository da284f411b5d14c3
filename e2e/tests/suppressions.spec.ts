// Issue 29, suppressions: a `vigia-ignore <rule>: <reason>` comment in the scanned code marks the
// finding "Suprimido no código" on the dashboard, and /admin/tenants/suppressions lists it with its
// reason, filters by kind, and passes axe. The project is scanned through the CI path (RUN_ token).
import { test, expect, newStackContext } from '../support/fixtures.js';
import { projectWithTree } from '../support/scans.js';
import { selectProject } from '../support/workspace.js';
import { seriousViolations } from '../support/accessibility.js';

const PROJECT = `Supressões ${Date.now()}`;
const REASON = 'Expressão validada pelo middleware de allow-list';

test.beforeAll(async ({ browser, adminCookies }) => {
  test.setTimeout(120_000);
  const context = await newStackContext(browser);
  await context.addCookies(adminCookies);
  await projectWithTree(context, PROJECT, {
    'src/calculo.js': [
      `// vigia-ignore injection-eval: ${REASON}`,
      'export const avaliar = (req) => eval(req.query.expressao);',
      '// vigia-ignore pii-cpf',
      'export const cpfDeTeste = "529.982.247-25";',
      '',
    ].join('\n'),
  });
  await context.close();
});


test('o dashboard diz "Suprimido no código" com o motivo, e por que um comentário sem motivo foi ignorado', async ({ adminPage: page }) => {
  await selectProject(page, PROJECT);
  await page.goto('/dashboard');
  await expect(page.getByTestId('finding-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('finding-suppression').filter({ hasText: `Suprimido no código: ${REASON}` })).toHaveCount(1);
  await expect(page.getByTestId('finding-suppression-note')).toContainText('Comentário vigia-ignore na linha 3 sem justificativa: ignorado.');
});

test('a página Supressões lista a supressão no código com motivo e filtra por tipo; axe sem violações sérias', async ({ adminPage: page }) => {
  await page.goto('/admin/tenants');
  await page.getByRole('navigation', { name: 'Administração de tenants' }).getByRole('link', { name: 'Supressões' }).click();
  await expect(page).toHaveURL(/\/admin\/tenants\/suppressions/);
  await expect(page.getByRole('heading', { level: 1, name: 'Supressões' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Buscar', { exact: true }).fill('calculo.js');
  await expect(page).toHaveURL(/[?&]q=calculo\.js/);
  const row = page.getByTestId('suppression-row').filter({ hasText: PROJECT });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Suprimido no código');
  await expect(row).toContainText('injection-eval');
  await expect(row).toContainText(REASON);
  await expect(row).toContainText('Hoje');

  await page.getByLabel('Tipo', { exact: true }).selectOption('FALSE_POSITIVE');
  await expect(page).toHaveURL(/[?&]kind=false_positive/);
  await expect(page.getByText('Nenhuma supressão encontrada.')).toBeVisible();
  await page.getByLabel('Tipo', { exact: true }).selectOption('IN_SOURCE');
  await expect(row).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});
