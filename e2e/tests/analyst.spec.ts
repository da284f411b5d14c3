// A non-admin user: the role guard, single-use links and signing out.
import { test, expect, signInByEmail, newStackContext, ANALYST_EMAIL } from '../support/fixtures.js';

test('o analista não entra em /admin, o link não serve duas vezes e a saída encerra a sessão', async ({ browser }) => {
  const context = await newStackContext(browser);
  const page = await context.newPage();
  const link = await signInByEmail(page, ANALYST_EMAIL);

  await page.goto('/admin');
  await expect(page.getByText('Acesso negado. Função necessária: TENANT_ADMIN')).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);

  const other = await newStackContext(browser);
  const reuse = await other.newPage();
  await reuse.goto(link);
  await expect(reuse.getByText('Link de acesso inválido ou expirado')).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('sem sessão, as páginas internas levam ao login', async ({ page }) => {
  for (const path of ['/dashboard', '/projects', '/admin', '/welcome']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('tab', { name: 'Link de acesso' })).toBeVisible();
});
